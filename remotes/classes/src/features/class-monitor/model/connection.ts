import type { ClassLabChange } from '@academy/api';
import { instructorUnauthorized } from '@academy/auth';
import { $instructorApi } from '@academy/auth/instructor-api';
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type ClassPushChannel, openClassPushChannel } from '../api';
import { labsOutdated, monitorClosed, monitorOpened } from './labs';

/** The push channel's state, shown on the monitor: live, or trying again (and when). */
export type ConnectionState = { kind: 'connecting' } | { kind: 'live' } | { kind: 'reconnecting'; retryInMs: number };

export const channelOpened = createEvent();
/** The push channel told a change of the class: a lab's (read again here) or a message (the page hands it on). */
export const classChanged = createEvent<ClassLabChange>();
/** The push channel told something the monitor itself does not read (a check's verdict): the page hands it on. */
export const classEventReceived = createEvent<{ event: string; data: string }>();
/** The stream ended or was refused (`status`, null without an answer); the channel tries again after `retryInMs`. */
export const channelDropped = createEvent<{ retryInMs: number; status: number | null }>();

/**
 * Opens the class's push channel; its news come back into the scope that opened it. Every opening and every change
 * reads the labs again: what happened while the channel was closed is unknown.
 */
export const openChannelFx = attach({
  source: $instructorApi,
  effect: (api, classId: string): ClassPushChannel => {
    const opened = scopeBind(channelOpened, { safe: true });
    const dropped = scopeBind(channelDropped, { safe: true });
    const outdated = scopeBind(labsOutdated, { safe: true });
    const changed = scopeBind(classChanged, { safe: true });
    const received = scopeBind(classEventReceived, { safe: true });
    return openClassPushChannel(api, classId, {
      onOpen: () => {
        opened();
        outdated();
      },
      onChange: (change) => changed(change),
      onOtherEvent: (event, data) => received({ event, data }),
      onDrop: (retryInMs, status) => dropped({ retryInMs, status }),
    });
  },
});
export const closeChannelFx = createEffect((channel: ClassPushChannel) => channel.close());
const renewChannelTokenFx = createEffect(
  ({ channel, accessToken }: { channel: ClassPushChannel; accessToken: string }) => channel.renewToken(accessToken),
);

/** The open channel, while the monitor shows. */
const $channel = createStore<ClassPushChannel | null>(null, { serialize: 'ignore' })
  .on(openChannelFx.doneData, (_, channel) => channel)
  .reset(closeChannelFx);

export const $connection = createStore<ConnectionState>({ kind: 'connecting' })
  .on(channelOpened, () => ({ kind: 'live' }))
  .on(channelDropped, (_, { retryInMs }) => ({ kind: 'reconnecting', retryInMs }))
  .reset(monitorOpened, monitorClosed);

/** The channel has dropped at least once since the monitor opened: its next opening is a reconnection. */
const $droppedOnce = createStore(false)
  .on(channelDropped, () => true)
  .reset(monitorOpened, monitorClosed);
/**
 * The channel opened again after a drop: what was pushed meanwhile was missed. Its first opening is no news: the
 * sections were just read with the page.
 */
export const channelReopened = sample({
  clock: channelOpened,
  source: $droppedOnce,
  filter: Boolean,
  fn: () => undefined,
});

// One channel, of the class shown: another class's monitor closes the one before.
sample({ clock: [monitorOpened, monitorClosed], source: $channel, filter: Boolean, target: closeChannelFx });
sample({ clock: monitorOpened, target: openChannelFx });
// The token is renewed while the page stays open; the channel's next attempt sends the new one.
sample({
  clock: $instructorApi.updates,
  source: $channel,
  filter: Boolean,
  fn: (channel, { accessToken }) => ({ channel, accessToken }),
  target: renewChannelTokenFx,
});

// A message or a presentation changes no lab.
sample({
  clock: classChanged,
  filter: ({ reason }) => reason !== 'message' && reason !== 'presentation',
  target: labsOutdated,
});

// A refused token is renewed (or the instructor signed in again) like after any other call; the next attempt reads it.
sample({ clock: channelDropped, filter: ({ status }) => status === 401, target: instructorUnauthorized });

export function connectionTextOf(state: ConnectionState): string {
  if (state.kind === 'live') return 'Live';
  if (state.kind === 'connecting') return 'Connecting…';
  return `Disconnected: reconnecting in ${Math.round(state.retryInMs / 1000)} s`;
}
