import { createStore, type StoreWritable, type Unit } from 'effector';
import type { AsyncStatus } from './api/common';

/** Status and error text of one asynchronous data group (spec §3). */
export interface AsyncGroup {
  $status: StoreWritable<AsyncStatus>;
  /** The §8 text of the last failure; empty while a call runs or after a success. */
  $error: StoreWritable<string>;
}

/**
 * What the group reads of an effect: its start, success and failure. Any effect fits, whatever its params and result,
 * which `Effect<…>` itself would not allow (it is invariant in both).
 */
type EffectOutcomes = Unit<unknown> & { done: Unit<unknown>; fail: Unit<unknown>; failData: Unit<unknown> };

/**
 * The status of a data group fed by `effects`: loading while one runs, then succeeded or failed with the text
 * `errorTextOf` gives the failure. Both are forgotten on each unit of `resetOn`: pass `@academy/bus`' `signedOut`
 * among them (this package does not depend on the bus, which imports its types).
 */
export function createAsyncGroup(
  effects: ReadonlyArray<EffectOutcomes>,
  errorTextOf: (error: unknown) => string,
  resetOn: ReadonlyArray<Unit<unknown>>,
): AsyncGroup {
  const $status = createStore<AsyncStatus>('idle');
  const $error = createStore('');
  for (const fx of effects) {
    $status
      .on(fx, () => 'loading')
      .on(fx.done, () => 'succeeded')
      .on(fx.fail, () => 'failed');
    $error.on(fx, () => '').on(fx.failData, (_, error) => errorTextOf(error));
  }
  $status.reset([...resetOn]);
  $error.reset([...resetOn]);
  return { $status, $error };
}
