import type { MoRef } from './soap-envelope';
import { type Decoded, field, fieldText, listOf, moRefOf } from './vim-values';

/** One object's change in a WaitForUpdatesEx answer (vSphere API reference, ObjectUpdate). */
export interface ObjectUpdate {
  readonly obj: MoRef;
  /** `enter`: it came under the filter (with every property followed), `leave`: it went, `modify`: it changed. */
  readonly kind: 'enter' | 'modify' | 'leave';
  /** Each changed property by path, with its new value (undefined when it was removed or has none). */
  readonly changes: ReadonlyMap<string, Decoded>;
}

/** A WaitForUpdatesEx answer (UpdateSet): what changed since `version`, by filter. */
export interface UpdateSet {
  readonly version: string;
  /** More changes wait: the next call answers them at once. */
  readonly truncated: boolean;
  /** Each filter's object updates, in vCenter's order, by the filter's id. */
  readonly filters: ReadonlyMap<string, readonly ObjectUpdate[]>;
}

const KINDS = ['enter', 'modify', 'leave'] as const;

function kindOf(text: string | undefined): ObjectUpdate['kind'] {
  return KINDS.find((kind) => kind === text) ?? 'modify';
}

export function updateSetOf(value: Decoded): UpdateSet | undefined {
  const version = fieldText(value, 'version');
  if (version === undefined) return undefined;
  const filters = new Map<string, ObjectUpdate[]>();
  for (const filterUpdate of listOf(field(value, 'filterSet'))) {
    const filter = moRefOf(field(filterUpdate, 'filter'));
    if (!filter) continue;
    const updates = filters.get(filter.value) ?? [];
    filters.set(filter.value, updates);
    for (const objectUpdate of listOf(field(filterUpdate, 'objectSet'))) {
      const obj = moRefOf(field(objectUpdate, 'obj'));
      if (!obj) continue;
      const changes = new Map<string, Decoded>();
      for (const change of listOf(field(objectUpdate, 'changeSet'))) {
        const name = fieldText(change, 'name');
        if (name !== undefined)
          changes.set(name, fieldText(change, 'op') === 'remove' ? undefined : field(change, 'val'));
      }
      updates.push({ obj, kind: kindOf(fieldText(objectUpdate, 'kind')), changes });
    }
  }
  return { version, truncated: fieldText(value, 'truncated') === 'true', filters };
}
