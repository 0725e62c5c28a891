import type { Folder } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isFolder } from './folder';

const folder: Folder = { folder: 'folder-1', name: 'Windows', vms: [{ vm: 'vm-1', name: 'DC01' }] };

describeCheck('isFolder', isFolder, folder, {
  'without vms': without(folder, 'vms'),
  'a machine without a name': { ...folder, vms: [{ vm: 'vm-1' }] },
  'name as a number': { ...folder, name: 1 },
});
