import { labIdOf, splitLabId } from './lab-ids';
import { ensureFolder } from './lab-inventory';
import type { MachineWatch } from './machine-watcher';
import { MoRef } from './soap/soap-envelope';
import { findChild, propertiesOf } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { entityNameOf, moRefOf } from './soap/vim-values';

/** Labs are folders VSPHERE_LABS_FOLDER/<class id>/<student e-mail>: a lab's folder and a folder's lab. */
export interface LabFolders {
  /** A folder's lab: as the watch knows it, else read (a folder another instance made a moment ago). */
  labOf(folder: string): Promise<string | undefined>;
  /** A lab's folder: as the watch knows it, else found in vCenter (undefined when the lab has none). */
  find(labId: string): Promise<MoRef | undefined>;
  /** A lab's folder, made (with its class's) when it is not there yet. */
  ensure(labId: string): Promise<MoRef>;
}

export function createLabFolders(client: VimClient, labsRoot: MoRef, machines: MachineWatch): LabFolders {
  return {
    async labOf(folder) {
      const known = machines.labOfFolder(folder);
      if (known) return known;
      const props = await propertiesOf(client, new MoRef('Folder', folder), ['name', 'parent']);
      const classFolder = moRefOf(props.get('parent'));
      const classProps = classFolder ? await propertiesOf(client, classFolder, ['name', 'parent']) : undefined;
      const student = entityNameOf(props.get('name'));
      const classId = entityNameOf(classProps?.get('name'));
      const inLabs = moRefOf(classProps?.get('parent'))?.value === labsRoot.value;
      return inLabs && student && classId ? labIdOf(classId, student) : undefined;
    },
    async find(labId) {
      const known = machines.folderOfLab(labId);
      if (known) return known;
      const [classId, student] = splitLabId(labId);
      const classFolder = await findChild(client, labsRoot, classId);
      return classFolder && findChild(client, classFolder, student);
    },
    async ensure(labId) {
      const known = machines.folderOfLab(labId);
      if (known) return known;
      const [classId, student] = splitLabId(labId);
      return ensureFolder(client, await ensureFolder(client, labsRoot, classId), student);
    },
  };
}
