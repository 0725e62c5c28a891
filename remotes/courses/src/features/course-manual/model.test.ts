import type { ManualVersionUse } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { aCourse } from '@/shared/testing/courses';
import { versionLineOf } from './lib';
import { $manualVersions, $manualVersionsFailed, fetchManualVersionsFx, manualFormOpened } from './model';

const course = aCourse({ name: 'Routing', description: 'd', folder: 'f', vms: [] });
const versions: ManualVersionUse[] = [
  { version: 1, savedAt: '2030-01-01T00:00:00Z', current: false, classes: [{ id: 'a', name: 'Week 1' }] },
  { version: 2, savedAt: '2030-01-02T00:00:00Z', current: false, classes: [] },
  { version: 3, savedAt: '2030-01-03T00:00:00Z', current: true, classes: [] },
];

describe('course-manual model', () => {
  it('lists the versions classes read and the current one when a course is edited', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          fetchManualVersionsFx,
          async (_api: unknown, id: string) => {
            asked.push(id);
            return versions;
          },
        ],
      ],
    });
    await allSettled(manualFormOpened, { scope, params: course });
    expect(asked).toEqual(['c1']);
    expect(scope.getState($manualVersions).map(versionLineOf)).toEqual([
      'Version 1: Week 1',
      'Version 3 (current, for new classes): no class',
    ]);
  });

  it('asks nothing for a new course, and says so when the list could not be fetched', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          fetchManualVersionsFx,
          async (_api: unknown, id: string) => {
            asked.push(id);
            throw new Error('down');
          },
        ],
      ],
    });
    await allSettled(manualFormOpened, { scope, params: null });
    expect(asked).toEqual([]);
    await allSettled(manualFormOpened, { scope, params: course });
    expect(scope.getState($manualVersionsFailed)).toBe(true);
    expect(scope.getState($manualVersions)).toEqual([]);
  });
});
