import type { AuditEntry } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isAuditEntry } from './audit-entry';

const entry: AuditEntry = {
  at: '2026-09-02T08:00:00.000Z',
  actor: 's1@academy.test',
  role: 'student',
  action: 'power-command',
  detail: 'stop',
  target: 'vm-1',
  clientAddress: '127.0.0.1',
  outcome: 'ok',
  status: 200,
};

describeCheck('isAuditEntry', isAuditEntry, entry, {
  'without actor': without(entry, 'actor'),
  'an action this page has no text for': { ...entry, action: 'weather-changed' },
  'an unknown role': { ...entry, role: 'robot' },
  'an unknown outcome': { ...entry, outcome: 'maybe' },
  'status as text': { ...entry, status: '200' },
});
