import type { ManualVersionUse } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isManualVersionUse } from './manual-version-use';

const versionUse: ManualVersionUse = {
  version: 2,
  savedAt: '2026-09-02T08:00:00.000Z',
  current: true,
  classes: [{ id: 'class-1', name: 'Java' }],
};

describeCheck('isManualVersionUse', isManualVersionUse, versionUse, {
  'without current': without(versionUse, 'current'),
  'current as text': { ...versionUse, current: 'yes' },
  'a class without a name': { ...versionUse, classes: [{ id: 'class-1' }] },
});
