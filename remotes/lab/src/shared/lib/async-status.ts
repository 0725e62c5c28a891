import { createStore, type Effect, type StoreWritable, type Unit } from 'effector';
import type { AsyncStatus } from '@academy/contracts';

/* eslint-disable @typescript-eslint/no-explicit-any -- any effect of the group will do */

/** The status of one asynchronous data group (spec §3), driven by its effect; idle again on `reset`. */
export function createStatusStore(effect: Effect<any, any, any>, reset: Unit<any>): StoreWritable<AsyncStatus> {
  return createStore<AsyncStatus>('idle')
    .on(effect, () => 'loading')
    .on(effect.done, () => 'succeeded')
    .on(effect.fail, () => 'failed')
    .reset(reset);
}

/** The group's error message (spec §8): cleared when the effect starts, the text of its failure otherwise. */
export function createErrorStore<Failure>(
  effect: Effect<any, any, Failure>,
  textOf: (error: Failure) => string,
  reset: Unit<any>,
): StoreWritable<string> {
  return createStore('')
    .on(effect, () => '')
    .on(effect.failData, (_, error) => textOf(error))
    .reset(reset);
}
