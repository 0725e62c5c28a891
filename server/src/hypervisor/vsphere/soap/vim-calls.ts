import type { MoRef } from './soap-envelope';
import { createTaskWatch } from './task-watch';
import { followUpdates } from './update-feed';
import type { VimClient } from './vim-client';
import type { VirtualMachineCloneSpec, VirtualMachineTicket } from './vim-methods';
import type { Decoded, ObjectContent } from './vim-values';

/**
 * The vim25 calls the vSphere code makes, one function each (vSphere Web Services API reference names in each doc
 * comment; the arguments and answers of each method: vim-methods.ts).
 */

/** SearchIndex.FindByInventoryPath: the entity at `/DC0/vm/Courses`, or undefined. */
export async function findByInventoryPath(client: VimClient, inventoryPath: string): Promise<MoRef | undefined> {
  const { searchIndex } = await client.content();
  return client.invoke('FindByInventoryPath', searchIndex, { inventoryPath });
}

/** PropertyCollector.RetrievePropertiesEx of one object: its properties by path (missing ones left out). */
export async function propertiesOf(
  client: VimClient,
  obj: MoRef,
  pathSet: readonly string[],
): Promise<ReadonlyMap<string, Decoded>> {
  const { propertyCollector } = await client.content();
  const answer = await client.invoke('RetrievePropertiesEx', propertyCollector, {
    specSet: { propSet: { type: obj.type, pathSet }, objectSet: { obj, skip: false } },
    options: {},
  });
  return answer.objects[0]?.props ?? new Map<string, Decoded>();
}

/**
 * Every object of `types` under `container` (recursively) with the properties in `paths` (a path a type lacks
 * is left out): ViewManager.CreateContainerView, RetrievePropertiesEx and ContinueRetrievePropertiesEx page by
 * page, then DestroyView (views belong to the session and would pile up).
 */
export async function objectsUnder(
  client: VimClient,
  container: MoRef,
  types: readonly string[],
  paths: Readonly<Record<string, readonly string[]>>,
): Promise<ObjectContent[]> {
  const { viewManager, propertyCollector } = await client.content();
  const view = await client.invoke('CreateContainerView', viewManager, { container, type: types, recursive: true });
  try {
    const answer = await client.invoke('RetrievePropertiesEx', propertyCollector, {
      specSet: {
        propSet: types.map((type) => ({ type, pathSet: paths[type] ?? [] })),
        objectSet: {
          obj: view,
          skip: true,
          selectSet: { $type: 'TraversalSpec', name: 'view', type: 'ContainerView', path: 'view', skip: false },
        },
      },
      options: {},
    });
    const objects = [...answer.objects];
    for (let { token } = answer; token; ) {
      const next = await client.invoke('ContinueRetrievePropertiesEx', propertyCollector, { token });
      objects.push(...next.objects);
      token = next.token;
    }
    return objects;
  } finally {
    await client.invoke('DestroyView', view, {}).catch(() => undefined);
  }
}

/** SearchIndex.FindChild: the entity named `name` directly in `parent`, or undefined. */
export async function findChild(client: VimClient, parent: MoRef, name: string): Promise<MoRef | undefined> {
  const { searchIndex } = await client.content();
  return client.invoke('FindChild', searchIndex, { entity: parent, name });
}

/** Folder.CreateFolder. */
export function createFolder(client: VimClient, parent: MoRef, name: string): Promise<MoRef> {
  return client.invoke('CreateFolder', parent, { name });
}

export interface CloneSpec {
  readonly pool: MoRef;
  readonly datastore?: MoRef;
  /** Clone from this snapshot as a linked clone; without it a full clone of the current state. */
  readonly snapshot?: MoRef;
}

/** VirtualMachine.CloneVM_Task, powered off (the adapter powers clones on itself, in the lab's order): the task. */
export function cloneVm(client: VimClient, source: MoRef, folder: MoRef, name: string, spec: CloneSpec) {
  const cloneSpec: VirtualMachineCloneSpec = {
    location: {
      datastore: spec.datastore,
      diskMoveType: spec.snapshot ? 'createNewChildDiskBacking' : undefined,
      pool: spec.pool,
    },
    template: false,
    powerOn: false,
    snapshot: spec.snapshot,
  };
  return client.invoke('CloneVM_Task', source, { folder, name, spec: cloneSpec });
}

export type VmTaskMethod = 'PowerOnVM_Task' | 'PowerOffVM_Task' | 'SuspendVM_Task' | 'ResetVM_Task' | 'Destroy_Task';

/** A VirtualMachine (or, for Destroy_Task, any entity) method that answers a task: the task. */
export function startTask(client: VimClient, method: VmTaskMethod, target: MoRef): Promise<MoRef> {
  return client.invoke(method, target, {});
}

/** VirtualMachine.ShutdownGuest / RebootGuest: asks VMware Tools; returns at once, the guest acts later. */
export async function guestPower(client: VimClient, method: 'ShutdownGuest' | 'RebootGuest', vm: MoRef) {
  await client.invoke(method, vm, {});
}

/** VirtualMachine.AcquireTicket("webmks"): one-time, short-lived, for a powered-on machine only. */
export function acquireWebmksTicket(client: VimClient, vm: MoRef): Promise<VirtualMachineTicket> {
  return client.invoke('AcquireTicket', vm, { ticketType: 'webmks' });
}

/**
 * Waits for one task to end, through WaitForUpdatesEx on a collector of its own as govmomi's task.Wait does: its
 * result, or its fault as a VimFault. For a one-off wait (an administrator's client, a test); the adapter follows
 * its tasks together, in the feed of its lab machines.
 */
export async function waitForTask(client: VimClient, task: MoRef): Promise<Decoded> {
  const tasks = createTaskWatch(client);
  const stop = new AbortController();
  const outcome = tasks.outcome(task);
  const following = followUpdates(client, [tasks], { signal: stop.signal });
  try {
    return await outcome;
  } finally {
    stop.abort();
    await following;
  }
}
