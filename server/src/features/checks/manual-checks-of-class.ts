import { type ManualCheck, readChecks } from '@academy/manual/checks';
import { readManual } from '@academy/manual/rules';
import { conflict, notFound } from '../../domain/errors';
import type { ClassRecord, Storage } from '../../domain/ports/storage';

export interface ClassManualChecks {
  version: number;
  stepTitles: string[];
  checks: ManualCheck[];
}

const VERSIONS_KEPT = 200;

/**
 * The checks of the manual version a class reads, read once per version (a saved version never changes), the latest
 * few hundred kept.
 */
export function createManualChecksOfClass(storage: Pick<Storage, 'manuals'>) {
  const read = new Map<string, ClassManualChecks>();

  return async function manualChecksOf(trainingClass: ClassRecord): Promise<ClassManualChecks> {
    const version = trainingClass.manualVersion;
    if (version === null) throw notFound(`Class ${trainingClass.name} has no manual, so no checks.`);
    const key = `${trainingClass.courseId}\n${version}`;
    const known = read.get(key);
    if (known) return known;
    const manual = await storage.manuals.get(trainingClass.courseId, version);
    if (!manual) throw notFound(`Class ${trainingClass.name} has no manual, so no checks.`);
    const steps = manual.stepTitles
      ? { ok: true as const, stepTitles: manual.stepTitles }
      : readManual(manual.markdown);
    if (!steps.ok) throw conflict(`Class ${trainingClass.name}'s manual cannot be read: ${steps.problem}`);
    const checks: ClassManualChecks = {
      version,
      stepTitles: steps.stepTitles,
      checks: readChecks(manual.markdown).checks,
    };
    if (read.size >= VERSIONS_KEPT) read.delete(read.keys().next().value ?? '');
    read.set(key, checks);
    return checks;
  };
}
