import type { MoRef } from './soap/soap-envelope';
import type { AwaitTask } from './soap/task-watch';
import { cloneVm, createFolder, findChild, objectsUnder, propertiesOf, startTask } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { isFault, VimFault } from './soap/vim-fault';
import { moRefOf, textOf } from './soap/vim-values';

/** Where clones run and which datastore they go to (the template's own when unset). */
export interface ClonePlacement {
  readonly pool: MoRef;
  readonly datastore?: MoRef;
}

/**
 * The folder named `name` in `parent`, made when missing. Two instances making it at once both get it: the
 * loser's DuplicateName means it exists.
 */
export async function ensureFolder(client: VimClient, parent: MoRef, name: string): Promise<MoRef> {
  const existing = await findChild(client, parent, name);
  if (existing) return existing;
  try {
    return await createFolder(client, parent, name);
  } catch (error) {
    if (!isFault(error, 'DuplicateName')) throw error;
    const made = await findChild(client, parent, name);
    if (!made) throw error;
    return made;
  }
}

/**
 * Clones a template into a lab folder, powered off: a linked clone of the template's current snapshot (fast and
 * thin), or a full clone when the template has none. Resolves with the new machine once vCenter's task ends.
 */
export async function cloneIntoFolder(
  client: VimClient,
  awaitTask: AwaitTask,
  template: MoRef,
  folder: MoRef,
  name: string,
  placement: ClonePlacement,
): Promise<MoRef> {
  const snapshot = moRefOf(
    (await propertiesOf(client, template, ['snapshot.currentSnapshot'])).get('snapshot.currentSnapshot'),
  );
  const task = await cloneVm(client, template, folder, name, { ...placement, snapshot });
  const vm = moRefOf(await awaitTask(task));
  if (!vm) throw new VimFault('InvalidResponse', 'CloneVM_Task ended without a machine');
  return vm;
}

/**
 * Removes a folder and everything in it: machines powered off and destroyed first, then the folders, deepest
 * first (vcsim answers a folder's Destroy_Task with success and orphans the machines inside).
 */
export async function destroyFolder(client: VimClient, awaitTask: AwaitTask, folder: MoRef): Promise<void> {
  const run = async (method: 'PowerOffVM_Task' | 'Destroy_Task', target: MoRef) =>
    awaitTask(await startTask(client, method, target));
  const powerOff = (vm: MoRef) => run('PowerOffVM_Task', vm).catch(ignoreWrongState);
  const contents = await objectsUnder(client, folder, ['VirtualMachine', 'Folder'], {
    VirtualMachine: ['runtime.powerState'],
    Folder: ['parent'],
  });
  await Promise.all(
    contents
      .filter(({ obj }) => obj.type === 'VirtualMachine')
      .map(async ({ obj, props }) => {
        if (textOf(props.get('runtime.powerState')) !== 'poweredOff') await powerOff(obj);
        await run('Destroy_Task', obj).catch(async (error: unknown) => {
          // Powered on meanwhile (an operation already on its way when the removal began): off again, then gone.
          if (!isFault(error, 'InvalidPowerState')) return ignoreGone(error);
          await powerOff(obj);
          await run('Destroy_Task', obj).catch(ignoreGone);
        });
      }),
  );
  const folders = contents.filter(({ obj }) => obj.type === 'Folder').map(({ obj }) => obj);
  for (const child of [...folders].reverse()) await run('Destroy_Task', child).catch(ignoreGone);
  await run('Destroy_Task', folder).catch(ignoreGone);
}

/** Someone powered it off meanwhile: what was wanted. */
function ignoreWrongState(error: unknown) {
  if (!isFault(error, 'InvalidPowerState')) throw error;
}

/** Someone removed it meanwhile: what was wanted. */
function ignoreGone(error: unknown) {
  if (!isFault(error, 'ManagedObjectNotFound')) throw error;
}
