import type { MoRef } from './soap-envelope';
import type { FeedSource } from './update-feed';
import type { ObjectUpdate } from './update-set';
import type { VimClient } from './vim-client';
import { isFault, VimFault, vimFaultOf } from './vim-fault';
import type { TraversalSpec } from './vim-methods';
import { type Decoded, field, fieldText, textOf } from './vim-values';

/** Waits for a vCenter task to end: its result (`info.result`), or its fault as a VimFault. */
export type AwaitTask = (task: MoRef, signal?: AbortSignal) => Promise<Decoded>;

/**
 * Running tasks followed in one list view, under one filter of a feed (`followUpdates`), so that following a task
 * costs one ModifyListView call, not a collector or a filter of its own, and its end comes with the changes it made
 * (vCenter's updates come in its order: a machine's new power state no later than its task's success).
 */
export interface TaskWatch extends FeedSource {
  /**
   * The task's result once it succeeds; rejects with its fault when it fails, with VimUnavailable when the feed loses
   * vCenter meanwhile (how it ended is then unknown here), and with an AbortError on `signal`.
   */
  readonly outcome: AwaitTask;
}

const TASK_PATHS = ['info.state', 'info.result', 'info.error'];
const IN_VIEW: TraversalSpec = { $type: 'TraversalSpec', name: 'view', type: 'ListView', path: 'view', skip: false };

interface Waiter {
  readonly task: MoRef;
  /** What the updates told so far of the task's `info`, by path. */
  readonly info: Map<string, Decoded>;
  settle(outcome: { result: Decoded } | { error: unknown }): void;
}

export function createTaskWatch(client: VimClient): TaskWatch {
  const waiting = new Map<string, Waiter>();
  /** Tasks that ended but are still in the view: taken out with its next change, or once none is awaited. */
  let ended: MoRef[] = [];
  /** This round's list view; undefined between rounds (the next one adds every awaited task). */
  let view: MoRef | undefined;
  /** Ends this round for a new one. */
  let renew = () => {};

  function settle(taskId: string, outcome: { result: Decoded } | { error: unknown }) {
    const waiter = waiting.get(taskId);
    if (!waiter) return;
    waiting.delete(taskId);
    ended.push(waiter.task);
    waiter.settle(outcome);
    if (waiting.size === 0) void follow([]).catch(() => undefined);
  }

  /** Puts tasks in the view, taking the ended ones out in the same call. */
  async function follow(tasks: readonly MoRef[]) {
    const current = view;
    const remove = ended;
    if (!current || (tasks.length === 0 && remove.length === 0)) return;
    ended = [];
    const generation = client.sessionGeneration();
    let unresolved: MoRef[];
    try {
      unresolved = await client.invoke('ModifyListView', current, {
        add: tasks.length > 0 ? tasks : undefined,
        remove: remove.length > 0 ? remove : undefined,
      });
    } catch (error) {
      // The round ended meanwhile, its view with it: the next round's view takes the tasks.
      if (view !== current) return;
      // The view went with the session (a new login), or vCenter says it is gone: a new round makes another.
      const viewGone = isFault(error, 'ManagedObjectNotFound') && error.obj?.value === current.value;
      if (client.sessionGeneration() !== generation || viewGone) {
        view = undefined;
        renew();
        return;
      }
      throw error;
    }
    for (const gone of unresolved) settle(gone.value, { error: new VimFault('ManagedObjectNotFound', gone.value) });
  }

  function receive(updates: readonly ObjectUpdate[]) {
    for (const { obj, kind, changes } of updates) {
      const waiter = waiting.get(obj.value);
      if (!waiter) continue;
      if (kind === 'leave') {
        settle(obj.value, { error: new VimFault('ManagedObjectNotFound', `${obj.value} is gone`) });
        continue;
      }
      for (const [path, value] of changes) waiter.info.set(path, value);
      const state = textOf(waiter.info.get('info.state'));
      if (state === 'success') settle(obj.value, { result: waiter.info.get('info.result') });
      if (state === 'error') {
        const error = waiter.info.get('info.error');
        const message = fieldText(error, 'localizedMessage') ?? 'the task failed';
        settle(obj.value, { error: vimFaultOf(field(error, 'fault'), message) });
      }
    }
  }

  return {
    async open(collector, renewRound) {
      view = undefined;
      ended = [];
      renew = renewRound;
      const { viewManager } = await client.content();
      const created = await client.invoke('CreateListView', viewManager, {});
      const filter = await client.invoke('CreateFilter', collector, {
        spec: {
          propSet: { type: 'Task', pathSet: TASK_PATHS },
          objectSet: { obj: created, skip: true, selectSet: IN_VIEW },
        },
        partialUpdates: false,
      });
      view = created;
      await follow([...waiting.values()].map((waiter) => waiter.task));
      return { filters: [filter], views: [created] };
    },
    closed() {
      view = undefined;
      ended = [];
    },
    receive,
    lost(error) {
      for (const taskId of [...waiting.keys()]) settle(taskId, { error });
    },
    outcome(task, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => settle(task.value, { error: signal?.reason });
        waiting.set(task.value, {
          task,
          info: new Map(),
          settle(outcome) {
            signal?.removeEventListener('abort', onAbort);
            if ('result' in outcome) resolve(outcome.result);
            else reject(outcome.error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        follow([task]).catch((error: unknown) => settle(task.value, { error }));
      });
    },
  };
}
