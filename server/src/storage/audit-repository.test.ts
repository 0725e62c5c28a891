import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../test-support/storage-databases';
import type { AuditRecord, Storage } from '../domain/ports/storage';

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function entry(at: string, overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    at: new Date(at),
    classId: 'class-1',
    actor: 'ws-01@academy.test',
    role: 'student',
    action: 'power-command',
    detail: 'stop',
    target: 'vm-1',
    clientAddress: '10.0.0.7',
    outcome: 'ok',
    status: 200,
    requestId: 'r-1',
    ...overrides,
  };
}

describe.each(STORAGE_DATABASES)('audit trail on $kind', ({ open }) => {
  it('keeps entries by class, newest first, and purges the old ones', async () => {
    const { storage } = await open();
    opened.push(storage);
    const old = entry('2030-01-01T08:00:00Z', { action: 'class-edited', role: 'instructor', detail: null });
    const recent = entry('2030-03-01T08:00:00Z');
    await storage.audit.append(old);
    await storage.audit.append(recent);
    await storage.audit.append(entry('2030-03-02T08:00:00Z', { classId: null, action: 'course-created' }));
    await storage.audit.append(entry('2030-03-03T08:00:00Z', { classId: 'class-2' }));
    expect(await storage.audit.listByClass('class-1', 100)).toEqual([recent, old]);
    expect(await storage.audit.listByClass('class-1', 1)).toEqual([recent]);
    expect(await storage.audit.purgeBefore(new Date('2030-02-01T00:00:00Z'))).toBe(1);
    expect(await storage.audit.listByClass('class-1', 100)).toEqual([recent]);
  });
});
