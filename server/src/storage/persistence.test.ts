import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LabMachine, TrainingClass, TrainingCourse } from '@academy/api';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from '@rstest/core';
import { basicAuth, startTestServer } from '../../test-support/test-server';
import { MIGRATIONS } from './migrations';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-data-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence in DATA_DIR', () => {
  it('keeps courses, classes and lab machines across a restart, seeding the demo and migrating only once', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir });
    let bearer = await first.instructorToken();
    const course = await first.call<TrainingCourse>('POST', '/api/training-course', {
      auth: { bearer },
      body: {
        name: 'Kept',
        description: 'Survives a restart.',
        folder: 'group-v103',
        status: 'ACTIVE',
        vms: ['vm-tpl-1031'],
      },
    });
    const [demo] = await first.classes();
    if (!demo) throw new Error('no demo class');
    const student = basicAuth(demo.emails[0] ?? '', demo.passphrase);
    const login = await first.call<{ vms: LabMachine[] }>('POST', '/api/training-class/login', { auth: student });
    const machine = login.body.vms[0];
    await first.call('POST', `/api/training-class/vm/${machine?.vm}/power/stop`, { auth: student });
    const classesBefore = await first.call<TrainingClass[]>('GET', '/api/training-class', { auth: { bearer } });
    await first.close();

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      bearer = await second.instructorToken();
      const courses = await second.call<TrainingCourse[]>('GET', '/api/training-course', { auth: { bearer } });
      expect(courses.body.find((item) => item.id === course.body.id)).toEqual(course.body);
      expect(courses.body).toHaveLength(3); // two demo courses and ours: the demo was not seeded again
      const classesAfter = await second.call<TrainingClass[]>('GET', '/api/training-class', { auth: { bearer } });
      expect(classesAfter.body).toEqual(classesBefore.body);
      const again = await second.call<{ vms: LabMachine[] }>('POST', '/api/training-class/login', { auth: student });
      expect(again.body.vms.map((vm) => vm.vm)).toEqual(login.body.vms.map((vm) => vm.vm));
      expect(again.body.vms[0]?.power_state).toBe('POWERED_OFF');
      expect(second.errors).toEqual([]);
    } finally {
      await second.close();
    }

    const db = await PGlite.create(dataDir);
    try {
      const migrations = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
      expect(migrations.rows).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
    } finally {
      await db.close();
    }
  });
});
