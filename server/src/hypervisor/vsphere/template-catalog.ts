import type { TemplateFolder } from '../../domain/ports/hypervisor';
import { guestOsOf } from './guest-family';
import type { MoRef } from './soap/soap-envelope';
import { objectsUnder } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { entityNameOf, moRefOf, moRefsOf, textOf } from './soap/vim-values';

/**
 * The course folders under VSPHERE_TEMPLATES_FOLDER, each with its template machines in the folder's order, in
 * one property read. A machine has VMware Tools unless vCenter says they are not installed (templates are off, so
 * whether they run is unknown until a clone boots). The course form hides folders with '@' or no machines.
 */
export async function readTemplateFolders(client: VimClient, root: MoRef): Promise<TemplateFolder[]> {
  const objects = await objectsUnder(client, root, ['Folder', 'VirtualMachine'], {
    Folder: ['name', 'parent', 'childEntity'],
    VirtualMachine: ['name', 'guest.toolsStatus', 'config.guestId', 'guest.guestFamily'],
  });
  const machines = new Map(
    objects
      .filter(({ obj }) => obj.type === 'VirtualMachine')
      .map(({ obj, props }) => [
        obj.value,
        {
          vm: obj.value,
          name: entityNameOf(props.get('name')) ?? obj.value,
          tools: textOf(props.get('guest.toolsStatus')) !== 'toolsNotInstalled',
          guestOs: guestOsOf(textOf(props.get('config.guestId')), textOf(props.get('guest.guestFamily'))),
        },
      ]),
  );
  return objects
    .filter(({ obj, props }) => obj.type === 'Folder' && moRefOf(props.get('parent'))?.value === root.value)
    .map(({ obj, props }) => ({
      folder: obj.value,
      name: entityNameOf(props.get('name')) ?? obj.value,
      vms: moRefsOf(props.get('childEntity')).flatMap((child) => machines.get(child.value) ?? []),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
