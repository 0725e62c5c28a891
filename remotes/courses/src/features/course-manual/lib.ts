import type { ManualVersionUse } from '@academy/api';

/** One line of the form's version list, e.g. "Version 2 (current): Routing week 1, Routing week 2". */
export function versionLineOf(use: ManualVersionUse): string {
  const classes = use.classes.map((item) => item.name).join(', ');
  const title = `Version ${use.version}${use.current ? ' (current, for new classes)' : ''}`;
  return `${title}: ${classes || 'no class'}`;
}

/** The versions worth telling: the current one, and any an existing class still reads. */
export function versionsInUse(versions: readonly ManualVersionUse[]): ManualVersionUse[] {
  return versions.filter((use) => use.current || use.classes.length > 0);
}
