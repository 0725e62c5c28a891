import { apiPaths, STUDENT_NOTICE_EVENT } from '@academy/api';
import {
  signedOut,
  studentChannelOpened,
  studentChannelReleased,
  studentChannelRequested,
  studentNoticeReceived,
} from '@academy/bus';
import { attach, createEffect, createStore, sample, scopeBind } from 'effector';
import { apiUrlOf } from '../http/api-url';
import { openPushChannel } from '../http/push-channel';
import { $studentApi } from '../http/student-request';
import { parseStudentNotice } from './notice';

/** An open push channel: closing it ends its stream and its reconnects. */
interface OpenChannel {
  close(): void;
}

/**
 * GET /api/training-class/events with the student's Basic credential; its notices go onto the bus. A 401 ends it
 * for good (the class is over or deleted, or the credential changed): the page's own calls say so to the student.
 */
export const openStudentChannelFx = attach({
  source: $studentApi,
  effect: ({ apiBaseUrl, basic }): OpenChannel => {
    const received = scopeBind(studentNoticeReceived, { safe: true });
    const opened = scopeBind(studentChannelOpened, { safe: true });
    return openPushChannel({
      url: apiUrlOf(apiBaseUrl, apiPaths.studentEvents),
      authorization: () => `Basic ${basic}`,
      givesUpOn: [401],
      handlers: {
        // The server tells the class's end first thing on every opening; what else a page shows it reads again.
        onOpen: () => opened(),
        onDrop: () => undefined,
        onEvent: (event, data) => {
          if (event !== STUDENT_NOTICE_EVENT) return;
          const notice = parseStudentNotice(data);
          if (notice) received(notice);
        },
      },
    });
  },
});
export const closeStudentChannelFx = createEffect((channel: OpenChannel) => channel.close());

/** How many of the student's pages want the channel now (a page may open before the one before closes). */
const $requests = createStore(0)
  .on(studentChannelRequested, (count) => count + 1)
  .on(studentChannelReleased, (count) => Math.max(0, count - 1))
  .reset(signedOut);

const $channel = createStore<OpenChannel | null>(null, { serialize: 'ignore' })
  .on(openStudentChannelFx.doneData, (_, channel) => channel)
  .reset(closeStudentChannelFx);

/** The one channel of the page: opened by the first request, closed with the last release or the sign-out. */
export const $isStudentChannelOpen = $channel.map(Boolean);

sample({
  clock: studentChannelRequested,
  source: { channel: $channel, basic: $studentApi.map(({ basic }) => basic) },
  filter: ({ channel, basic }) => channel === null && basic !== '',
  fn: () => undefined,
  target: openStudentChannelFx,
});
sample({
  clock: studentChannelReleased,
  source: { channel: $channel, requests: $requests },
  filter: ({ channel, requests }) => channel !== null && requests === 0,
  fn: ({ channel }) => channel as OpenChannel,
  target: closeStudentChannelFx,
});
sample({
  clock: signedOut,
  source: $channel,
  filter: (channel): channel is OpenChannel => channel !== null,
  target: closeStudentChannelFx,
});
