import { setTimeout as sleep } from 'node:timers/promises';
import type { MoRef } from './soap-envelope';
import type { ObjectUpdate } from './update-set';
import type { VimClient } from './vim-client';
import { VimUnavailable } from './vim-fault';

/** Something a feed follows: the filters it makes on the feed's collector, and what it does with their updates. */
export interface FeedSource {
  /**
   * Makes its filters on `collector` and answers them with the views they follow through (destroyed with the round).
   * A round begins at the start and again after an outage or a new session, when what the last one made is gone.
   * `renew` ends this round for a new one at once: for a source that finds what it made gone under it (vCenter drops
   * a session's views with the session).
   */
  open(collector: MoRef, renew: () => void): Promise<{ filters: readonly MoRef[]; views: readonly MoRef[] }>;
  /**
   * The round is over: its views are destroyed, or gone with the session or vCenter, so nothing is asked of them any
   * more; what would be waits for the next round's `open`.
   */
  closed?(): void;
  /**
   * Its filters' updates of one answer, filter by filter in the order `open` gave them, each in vCenter's order;
   * `first` while the round's first answers come.
   */
  receive(updates: readonly ObjectUpdate[], first: boolean): void;
  /** The round's first answers are all in: they held every object the filter follows. */
  caughtUp?(): void;
  /** vCenter stopped answering: what waits on this source would never hear how it ends. */
  lost(error: VimUnavailable): void;
}

export interface FeedOptions {
  readonly signal: AbortSignal;
  /** How long one WaitForUpdatesEx may wait for a change before it answers empty. */
  readonly maxWaitSeconds?: number;
  /** Told when vCenter stops or starts answering the feed. */
  readonly onAvailability?: (available: boolean, error?: unknown) => void;
  /** Told each time a round's first answers (every object there is) have been delivered. */
  readonly onSnapshot?: () => void;
}

const RETRY_MS = 2_000;

/**
 * Follows `sources` with one long-polled WaitForUpdatesEx on a property collector of its own (a session's default
 * collector serves one waiter at a time, and vcsim gives changes to the default collector of one session only). Each
 * answer goes to the sources in their order, so one source's changes are seen before the next one's of the same
 * answer. After an outage, a lost session or a source's renewal (its views gone) it begins again; a new round's first
 * answers hold everything there is, so nothing missed meanwhile stays missed. Resolves when `signal` aborts.
 */
export async function followUpdates(
  client: VimClient,
  sources: readonly FeedSource[],
  options: FeedOptions,
): Promise<void> {
  while (!options.signal.aborted) {
    try {
      await followOneRound(client, sources, options);
    } catch (error) {
      if (options.signal.aborted) break;
      if (error instanceof VimUnavailable) for (const source of sources) source.lost(error);
      options.onAvailability?.(false, error);
      await sleep(RETRY_MS, undefined, { signal: options.signal }).catch(() => undefined);
    }
  }
}

/** One round: a collector, the sources' filters and views, and the long poll, until an error, a stop or a renewal. */
async function followOneRound(client: VimClient, sources: readonly FeedSource[], options: FeedOptions) {
  const { propertyCollector } = await client.content();
  const collector = await client.invoke('CreatePropertyCollector', propertyCollector, {});
  const generation = client.sessionGeneration();
  const views: MoRef[] = [];
  const renewal = new AbortController();
  const ended = AbortSignal.any([options.signal, renewal.signal]);
  // A stop ends the long poll on both ends: the call is abandoned here, and vCenter is told to stop waiting for it
  // (without this, vCenter's side waits out maxWaitSeconds and holds the connection as long).
  const cancelWait = () => {
    void client.invoke('CancelWaitForUpdates', collector, {}, { timeoutMs: 5_000 }).catch(() => undefined);
  };
  ended.addEventListener('abort', cancelWait, { once: true });
  try {
    const followed: Array<{ source: FeedSource; filters: readonly string[] }> = [];
    for (const source of sources) {
      const opened = await source.open(collector, () => renewal.abort());
      views.push(...opened.views);
      followed.push({ source, filters: opened.filters.map((filter) => filter.value) });
    }
    options.onAvailability?.(true);
    const maxWaitSeconds = options.maxWaitSeconds ?? 30;
    let version = '';
    let first = true;
    while (!ended.aborted && client.sessionGeneration() === generation) {
      const updateSet = await client
        .invoke(
          'WaitForUpdatesEx',
          collector,
          { version, options: { maxWaitSeconds } },
          { timeoutMs: (maxWaitSeconds + 30) * 1000, signal: ended },
        )
        .catch((error: unknown) => {
          // A new session (vCenter restarted, the old one expired) has none of this round's objects: a new round.
          if (client.sessionGeneration() !== generation && !(error instanceof VimUnavailable)) return undefined;
          if (renewal.signal.aborted && !options.signal.aborted) return undefined;
          throw error;
        });
      if (updateSet === undefined) continue;
      version = updateSet.version;
      for (const { source, filters } of followed) {
        const updates = filters.flatMap((filter) => updateSet.filters.get(filter) ?? []);
        source.receive(updates, first);
      }
      if (first && !updateSet.truncated) {
        first = false;
        for (const { source } of followed) source.caughtUp?.();
        options.onSnapshot?.();
      }
    }
  } finally {
    ended.removeEventListener('abort', cancelWait);
    // Before the views are destroyed: nothing is asked of them from here on.
    for (const source of sources) source.closed?.();
    if (client.sessionGeneration() === generation) {
      // The collector takes its filters with it.
      await client.invoke('DestroyPropertyCollector', collector, {}).catch(() => undefined);
      for (const view of views) await client.invoke('DestroyView', view, {}).catch(() => undefined);
    }
  }
}
