import type { StudentLab } from '@academy/contracts';
import { dc01 } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isStudentLab } from './student-lab';

const lab: StudentLab = {
  email: 's1@academy.test',
  helpRequestedAt: '2026-09-02T08:00:00.000Z',
  helpClaimedBy: null,
  expectedVmCount: 1,
  vms: [dc01],
  idle: { activeAt: '2026-09-02T07:00:00.000Z', warnedAt: null, suspendedAt: null },
};

describeCheck('isStudentLab', isStudentLab, lab, {
  'without email': without(lab, 'email'),
  'expectedVmCount as text': { ...lab, expectedVmCount: '1' },
  'a machine whose tools are unknown': { ...lab, vms: [without(dc01, 'vm_ware_tools')] },
  'an idle state without activeAt': { ...lab, idle: { warnedAt: null, suspendedAt: null } },
  'idle left out': without(lab, 'idle'),
});
