import { apiPaths, DEFAULT_KEYBOARD_LAYOUT, isHttpError, type TypeTextInput, type TypingEvent } from '@academy/api';
import { $accessToken, $studentApi, instructorAuthHeaders, studentAuthHeaders } from '@academy/auth';
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type TypingCall, typeIntoMachine } from '../typing/typing-call';
import {
  TYPING_BUSY_TEXT,
  TYPING_CONNECTION_LOST_TEXT,
  TYPING_RESUMED_TEXT,
  TYPING_UNREACHABLE_TEXT,
  typingCancelledText,
  typingDoneText,
  typingHeldText,
  typingRefusedText,
  typingStoppedText,
} from '../typing/typing-texts';
import { consoleClosed } from './console';
import { $layoutChoice, courseLayoutTold } from './keyboard-layout';
import { $isConnected } from './status';
import { $target, $watchMode } from './target';

/**
 * Text typed into the machine by the server, in the machine's keyboard layout (issue 41): Paste and the manual's
 * "Type into the console". One text at a time, with its progress, the instructor's pause holding it, and Cancel.
 */

/** Where the text came from: what happens to it is said there (the toolbar, or the manual). */
export type TypingOrigin = 'paste' | 'manual';

export interface TypingJob {
  origin: TypingOrigin;
  /** The text's characters (code points; the server counts a CR LF as one, so this may be a little more). */
  characters: number;
  charactersTyped: number;
  /** The pause's words while the instructor's pause holds the typing. */
  held: string | null;
}

/** A text to type (the page hands the manual's; the clipboard model the pasted one). */
export const typingRequested = createEvent<{ text: string; origin: TypingOrigin }>();
export const typingCancelClicked = createEvent();
/** What became of a text, in words, for the place it came from. */
export const typingReported = createEvent<{ origin: TypingOrigin; text: string }>();

const typingEventReceived = createEvent<TypingEvent>();
const typingAbortable = createEvent<AbortController>();

/** The text being typed, or null. */
export const $typing = createStore<TypingJob | null>(null);
export const $isTyping = $typing.map((typing) => typing !== null);
const $abortController = createStore<AbortController | null>(null, { serialize: 'ignore' });

/** Text may be typed: the console is connected, nothing else is being typed, and not an instructor who only watches. */
export const $canType = combine(
  $isConnected,
  $watchMode,
  $typing,
  (connected, watchMode, typing) => connected && watchMode !== 'view' && typing === null,
);

/** The call itself (replaced in tests): follows the typing line by line to its last. */
export const requestTypingFx = createEffect((call: TypingCall) => typeIntoMachine(call));

/** How a text's typing ended, or a line on the way. */
type TypingOutcome = TypingEvent | { type: 'cancelled' } | { type: 'refused'; message: string } | { type: 'lost' };

const typeTextFx = attach({
  source: { api: $studentApi, accessToken: $accessToken, target: $target },
  mapParams: (input: TypeTextInput, { api, accessToken, target }) => ({
    url: `${api.apiBaseUrl.replace(/\/+$/, '')}${apiPaths.machineType(target?.vm ?? '')}`,
    // An instructor in control types as themselves: the server checks that they hold the console.
    headers: target?.instructor ? instructorAuthHeaders(accessToken) : studentAuthHeaders(api.basic),
    input,
  }),
  effect: createEffect(async (call: Omit<TypingCall, 'signal' | 'onEvent'>): Promise<TypingOutcome> => {
    const onEvent = scopeBind(typingEventReceived, { safe: true });
    const controller = new AbortController();
    scopeBind(typingAbortable, { safe: true })(controller);
    try {
      return await requestTypingFx({ ...call, signal: controller.signal, onEvent });
    } catch (error) {
      if (controller.signal.aborted) return { type: 'cancelled' };
      if (isHttpError(error)) return { type: 'refused', message: error.message };
      return { type: 'lost' };
    }
  }),
});

// One reading of where things stand for each text: whether it goes, or waits for the one before.
const asked = sample({
  clock: typingRequested,
  source: { canType: $canType, typing: $typing },
  fn: ({ canType, typing }, request) => ({ ...request, canType, busy: typing !== null }),
});
const started = sample({
  clock: asked,
  filter: ({ canType }) => canType,
  fn: ({ text, origin }) => ({ text, origin }),
});
sample({
  clock: asked,
  filter: ({ busy }) => busy,
  fn: ({ origin }) => ({ origin, text: TYPING_BUSY_TEXT }),
  target: typingReported,
});
$typing.on(started, (_, { text, origin }) => ({
  origin,
  characters: [...text].length,
  charactersTyped: 0,
  held: null,
}));
// The layout chosen for the machine, if any: the server types in its course's otherwise, and says which.
sample({
  clock: started,
  source: $layoutChoice,
  fn: (layout, { text }): TypeTextInput => (layout ? { text, layout } : { text }),
  target: typeTextFx,
});
sample({
  clock: typeTextFx.done,
  source: $target,
  filter: (target, { params, result }) => target !== null && !params.layout && result.type === 'done',
  fn: (target, { result }) => ({
    vm: target?.vm ?? '',
    layout: result.type === 'done' ? result.layout : DEFAULT_KEYBOARD_LAYOUT,
  }),
  target: courseLayoutTold,
});
$abortController.on(typingAbortable, (_, controller) => controller);

/** The typing's words for a line or its end, given the job as it stood; null for a line said by the bar alone. */
function reportOf(job: TypingJob, outcome: TypingOutcome): string | null {
  switch (outcome.type) {
    case 'progress':
      return null;
    case 'held':
      return typingHeldText(outcome.message);
    case 'resumed':
      return TYPING_RESUMED_TEXT;
    case 'done':
      return typingDoneText(outcome.charactersTyped, outcome.layout);
    case 'failed':
      return typingStoppedText(job.charactersTyped, job.characters, outcome.message);
    case 'cancelled':
      return typingCancelledText(job.charactersTyped, job.characters);
    case 'refused':
      return typingRefusedText(outcome.message);
    case 'lost':
      return job.charactersTyped > 0
        ? typingStoppedText(job.charactersTyped, job.characters, TYPING_CONNECTION_LOST_TEXT)
        : TYPING_UNREACHABLE_TEXT;
  }
}

const lineReported = sample({
  clock: typingEventReceived,
  source: $typing,
  filter: (job) => job !== null,
  fn: (job, outcome) => ({ job: job as TypingJob, report: reportOf(job as TypingJob, outcome) }),
});
const endReported = sample({
  clock: typeTextFx.doneData,
  source: $typing,
  filter: (job) => job !== null,
  fn: (job, outcome) => ({ job: job as TypingJob, report: reportOf(job as TypingJob, outcome) }),
});
sample({
  clock: [lineReported, endReported],
  filter: ({ report }) => report !== null,
  fn: ({ job, report }) => ({ origin: job.origin, text: report as string }),
  target: typingReported,
});

$typing.on(typingEventReceived, (job, event) => {
  if (!job) return job;
  switch (event.type) {
    case 'progress':
      return { ...job, charactersTyped: event.charactersTyped, characters: event.characters, held: null };
    case 'held':
      return { ...job, held: event.message };
    case 'resumed':
      return { ...job, held: null };
    default:
      return job;
  }
});
// After its end was said (which reads the job): the next text may go.
$typing.reset(endReported);
$abortController.reset(endReported);

/** Cancel, or leaving /view: closing the request stops the typing on the server. */
export const cancelTypingFx = createEffect((controller: AbortController | null) => controller?.abort());
sample({ clock: [typingCancelClicked, consoleClosed], source: $abortController, target: cancelTypingFx });
