import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import { STORED_CLASS } from '../../../test-support/stored-class';
import type { Storage } from '../../domain/ports/storage';
import { createInProcessClassEvents } from '../../events/in-process-class-events';
import { createManualService } from './manual-service';

/** A class's manual read from the steps stored on save, on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const clock = { now: () => new Date('2030-01-07T09:00:00Z') };
const savedAt = new Date('2030-01-01T10:00:00Z');

describe.each(STORAGE_DATABASES)('a manual on $kind', ({ open }) => {
  async function serviceWithClassOfVersion(version: number) {
    const { storage } = await open();
    opened.push(storage);
    const trainingClass = { ...STORED_CLASS, manualVersion: version };
    await storage.classes.insert(trainingClass);
    const manuals = createManualService({ storage, clock, events: createInProcessClassEvents() });
    const student = { trainingClass, email: STORED_CLASS.emails[0] ?? '', labId: 'class-1/ws-01' };
    return { storage, manuals, student };
  }

  it('answers every call from the steps stored on save, never reading the Markdown again', async () => {
    const { storage, manuals, student } = await serviceWithClassOfVersion(1);
    // Stored steps that the Markdown would not give: a call that read the Markdown would answer three steps.
    await storage.manuals.save({
      courseId: STORED_CLASS.courseId,
      version: 1,
      markdown: '## A\n\n## B\n\n## C\n',
      stepTitles: ['Stored one', 'Stored two'],
      savedAt,
    });
    expect((await manuals.forStudent(student)).stepCount).toBe(2);
    expect((await manuals.forClass(STORED_CLASS.id)).stepTitles).toEqual(['Stored one', 'Stored two']);
    await expect(manuals.setProgress(student, { currentStep: 3 })).rejects.toThrow(
      'Step 3 does not exist: the manual has steps 1 to 2.',
    );
  });

  it('reads a version saved before steps were stored once, and stores its steps for the next calls', async () => {
    const { storage, manuals, student } = await serviceWithClassOfVersion(1);
    await storage.manuals.save({
      courseId: STORED_CLASS.courseId,
      version: 1,
      markdown: '# Lab\n\n## Sign in\n\n## Check\n',
      stepTitles: null,
      savedAt,
    });
    expect((await manuals.forStudent(student)).stepCount).toBe(2);
    expect((await storage.manuals.get(STORED_CLASS.courseId, 1))?.stepTitles).toEqual(['Sign in', 'Check']);
    expect((await manuals.forClass(STORED_CLASS.id)).stepTitles).toEqual(['Sign in', 'Check']);
  });

  it('refuses an old version it cannot read in bounded time with a 409 that says why, quickly', async () => {
    const { storage, manuals, student } = await serviceWithClassOfVersion(1);
    await storage.manuals.save({
      courseId: STORED_CLASS.courseId,
      version: 1,
      markdown: `## One\n${'_a*'.repeat(19_997)}`,
      stepTitles: null,
      savedAt,
    });
    // How long such a read takes is measured by `pnpm bench:reliability` (hostile manuals), not timed here.
    await expect(manuals.forStudent(student)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/^Class Windows Server's manual cannot be shown: A paragraph.*emphasis marks/),
    });
  });
});
