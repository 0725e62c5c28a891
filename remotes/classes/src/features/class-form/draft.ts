import type { PassphraseMode } from '@academy/api';
import { createEffect } from 'effector';
import type { ClassFormValues } from './lib';

/**
 * What the instructor typed in the class form, kept in this tab's session storage until the class is saved: a failed
 * save or a reload loses nothing. The roster and the passphrase choice are kept only when changed (null: as the
 * class has them, read again on opening).
 */
export interface ClassFormDraft {
  values: ClassFormValues;
  roster: string | null;
  passphraseMode: PassphraseMode | null;
}

const KEY_PREFIX = 'academy.classes.form-draft.';

/** A new class's draft, or an edited class's own. */
export function draftKeyOf(classId: string | null): string {
  return `${KEY_PREFIX}${classId ?? 'new'}`;
}

const VALUE_FIELDS = [
  'name',
  'courseId',
  'timeZone',
  'firstDay',
  'lastDay',
  'instructor',
  'attendees',
] as const satisfies ReadonlyArray<keyof ClassFormValues>;

function valuesOf(value: unknown): ClassFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (!VALUE_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  return Object.fromEntries(VALUE_FIELDS.map((field) => [field, fields[field]])) as unknown as ClassFormValues;
}

/** A stored draft as the draft it must be, or null (nothing stored, or written by another version of the page). */
export function parseDraft(text: string | null): ClassFormDraft | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, roster, passphraseMode } = stored as Record<string, unknown>;
  const parsedValues = valuesOf(values);
  if (parsedValues === null) return null;
  if (roster !== null && typeof roster !== 'string') return null;
  if (passphraseMode !== null && passphraseMode !== 'CLASS' && passphraseMode !== 'PERSONAL') return null;
  return { values: parsedValues, roster, passphraseMode };
}

/** Whether two forms' values are the same, field by field. */
export function sameValues(a: ClassFormValues, b: ClassFormValues): boolean {
  return VALUE_FIELDS.every((field) => a[field] === b[field]);
}

export const readDraftFx = createEffect((key: string): ClassFormDraft | null => {
  try {
    return parseDraft(globalThis.sessionStorage?.getItem(key) ?? null);
  } catch {
    // Storage the browser refuses (disabled, or a sandboxed frame): the form works without drafts.
    return null;
  }
});

export const saveDraftFx = createEffect(({ key, draft }: { key: string; draft: ClassFormDraft }) => {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(draft));
  } catch (error) {
    // Over the tab's quota (a huge paste): an older draft would come back on reload as if it were this one.
    globalThis.sessionStorage?.removeItem(key);
    throw error;
  }
});

export const clearDraftFx = createEffect((key: string) => {
  globalThis.sessionStorage?.removeItem(key);
});

/** Signing out forgets every draft of the tab: the next instructor at this browser sees none of them. */
export const clearAllDraftsFx = createEffect(() => {
  const storage = globalThis.sessionStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(KEY_PREFIX)) storage.removeItem(key);
});
