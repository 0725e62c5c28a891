import type { TrainingCourse } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isTrainingCourse } from './training-course';

const course: TrainingCourse = {
  id: 'course-1',
  name: 'Windows Server',
  description: 'Active Directory',
  folder: 'folder-1',
  status: 'ACTIVE',
  vms: ['vm-1'],
  manual: '## Step 1',
  manualVersion: null,
};

describeCheck('isTrainingCourse', isTrainingCourse, course, {
  'without name': without(course, 'name'),
  'a machine that is no id': { ...course, vms: [1] },
  'status as a number': { ...course, status: 1 },
  'manual as null': { ...course, manual: null },
});
