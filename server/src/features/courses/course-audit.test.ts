import { rmSync } from 'node:fs';
import type { TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { freshDataDir } from '../../../test-support/pglite-template.mjs';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { openStorage } from '../../storage/open-storage';

// A cluster already initdb'd: the server migrates and seeds it as it would a new one.
const dataDir = await freshDataDir('academy-audit-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const course = {
  name: 'Audited course',
  description: 'Kept in the trail.',
  folder: 'group-v102',
  status: 'ACTIVE',
  vms: ['vm-tpl-1021'],
};

// A course belongs to no class, so no class's trail shows it: the stored rows are read from the database itself.
describe('audit trail of courses', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ DATA_DIR: dataDir });
  });

  it('stores a course created, edited and deleted, each once, with the instructor as actor', async () => {
    const auth = { bearer: await server.instructorToken() };
    const created = await server.call<TrainingCourse>('POST', '/api/training-course', { auth, body: course });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const edit = { ...course, name: 'Audited course, edited' };
    expect((await server.call('PUT', `/api/training-course/${id}`, { auth, body: edit })).status).toBe(200);
    expect((await server.call('DELETE', `/api/training-course/${id}`, { auth })).status).toBe(204);
    const actor = server.config.identity.instructor.email;
    expect(server.errors).toEqual([]);
    await server.close();

    const { storage, database } = await openStorage({ dataDir });
    try {
      const { rows } = await database.query<{ action: string; actor: string; role: string; outcome: string }>(
        'SELECT action, actor, role, outcome FROM audit_entries WHERE target = $1 AND class_id IS NULL ORDER BY id',
        [id],
      );
      expect(rows).toEqual(
        ['course-created', 'course-edited', 'course-deleted'].map((action) => ({
          action,
          actor,
          role: 'instructor',
          outcome: 'ok',
        })),
      );
    } finally {
      await storage.close();
    }
  });
});
