import { createStore, type Effect, type StoreWritable, type Unit } from 'effector';
import type { AsyncStatus } from '@academy/contracts';

/** The status of one async data group (spec §3): loading while the effect runs, then succeeded or failed. */
export function createAsyncStatus(effect: Effect<any, any, any>, resetOn: Unit<any>[]): StoreWritable<AsyncStatus> {
  return createStore<AsyncStatus>('idle')
    .on(effect, () => 'loading')
    .on(effect.done, () => 'succeeded')
    .on(effect.fail, () => 'failed')
    .reset(resetOn);
}
