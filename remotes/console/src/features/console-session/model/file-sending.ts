import { apiPaths, isHttpError, type SendFileAnswer } from '@academy/api';
import { $accessToken, $studentApi, instructorAuthHeaders, studentAuthHeaders } from '@academy/auth';
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type FileCall, fileProblemOf, sendFileToMachine } from '../files/file-call';
import {
  fileNotSentText,
  fileSentText,
  NOT_CONNECTED_SEND_TEXT,
  ONE_FILE_TEXT,
  PAUSED_SEND_TITLE,
  SENDING_BUSY_TEXT,
  sendCancelledText,
  UPLOAD_LOST_TEXT,
  WATCHING_SEND_TITLE,
} from '../files/file-texts';
import { consoleClosed, consoleOpened } from './console';
import { $isInputPaused } from './input-pause';
import { $isConnected } from './status';
import { $target, $watchMode } from './target';
import { requestTicketFx } from './ticket';

/**
 * A file copied into the machine by the server (issue 41): chosen with "Send a file…" or dropped on the console, its
 * size and name checked before any byte goes, its upload shown with Cancel, and where it landed said.
 */

export interface FileSending {
  name: string;
  bytes: number;
  sentBytes: number;
}

/** The files the student chose or dropped (one is sent; several are refused). */
export const filesChosen = createEvent<readonly File[]>();
export const sendCancelClicked = createEvent();

const uploadProgressed = createEvent<number>();
const uploadAbortable = createEvent<AbortController>();

/** The file being sent, or null. */
export const $sending = createStore<FileSending | null>(null);
export const $isSending = $sending.map((sending) => sending !== null);
/** What became of the last file, for the student. */
export const $fileNotice = createStore('').reset(consoleOpened, consoleClosed);
const $abortController = createStore<AbortController | null>(null, { serialize: 'ignore' });

/** The largest file the server takes, as the last of /view's own console tickets said it. */
const $toldFileUploadMaxBytes = createStore<number | null>(null).on(
  requestTicketFx.doneData,
  (max, { fileUploadMaxBytes }) => fileUploadMaxBytes ?? max,
);

/**
 * The largest file the server takes (FILE_UPLOAD_MAX_BYTES): as /view's tickets say it, else as the lab's first ticket
 * did (with the target); null while none has (the check then takes the server's default; the server refuses a larger
 * one anyway, 413).
 */
export const $fileUploadMaxBytes = combine(
  $toldFileUploadMaxBytes,
  $target,
  (told, target): number | null => told ?? target?.fileUploadMaxBytes ?? null,
);

/**
 * A file may be sent: the console is connected, no file is on its way, not during the instructor's pause (the server
 * refuses it then) and not by an instructor who only watches.
 */
export const $canSendFile = combine(
  { connected: $isConnected, paused: $isInputPaused, watchMode: $watchMode, sending: $sending },
  ({ connected, paused, watchMode, sending }) => connected && !paused && watchMode !== 'view' && sending === null,
);

/** The size and name checks, loaded with the upload. */
const checkFileFx = attach({
  source: $fileUploadMaxBytes,
  mapParams: (file: File, maxBytes) => ({ file, maxBytes }),
  effect: createEffect(async ({ file, maxBytes }: { file: File; maxBytes: number | null }) => ({
    file,
    problem: await fileProblemOf(file, maxBytes),
  })),
});

/** The call itself (replaced in tests). */
export const requestSendFileFx = createEffect((call: FileCall) => sendFileToMachine(call));

type SendOutcome =
  | { type: 'sent'; answer: SendFileAnswer }
  | { type: 'cancelled' }
  | { type: 'refused'; message: string }
  | { type: 'lost' };

const sendFileFx = attach({
  source: { api: $studentApi, accessToken: $accessToken, target: $target },
  mapParams: (file: File, { api, accessToken, target }) => ({
    url: `${api.apiBaseUrl.replace(/\/+$/, '')}${apiPaths.machineFiles(target?.vm ?? '', file.name)}`,
    // An instructor in control sends as themselves: the server checks that they hold the console.
    headers: target?.instructor ? instructorAuthHeaders(accessToken) : studentAuthHeaders(api.basic),
    file,
  }),
  effect: createEffect(async (call: Omit<FileCall, 'signal' | 'onProgress'>): Promise<SendOutcome> => {
    const onProgress = scopeBind(uploadProgressed, { safe: true });
    const controller = new AbortController();
    scopeBind(uploadAbortable, { safe: true })(controller);
    try {
      return { type: 'sent', answer: await requestSendFileFx({ ...call, signal: controller.signal, onProgress }) };
    } catch (error) {
      if (controller.signal.aborted) return { type: 'cancelled' };
      if (isHttpError(error)) return { type: 'refused', message: error.message };
      return { type: 'lost' };
    }
  }),
});

/** One reading of the choice: the file to send, or why none goes (said before any byte is sent). */
const chosen = sample({
  clock: filesChosen,
  source: {
    connected: $isConnected,
    paused: $isInputPaused,
    watchMode: $watchMode,
    sending: $sending,
  },
  fn: ({ connected, paused, watchMode, sending }, files) => {
    const [file] = files;
    // A file dropped on the console is said why it is not sent, as the disabled button's title says it.
    if (sending) return { file: null, refusal: SENDING_BUSY_TEXT };
    if (watchMode === 'view') return { file: null, refusal: WATCHING_SEND_TITLE };
    if (paused) return { file: null, refusal: PAUSED_SEND_TITLE };
    if (!connected) return { file: null, refusal: NOT_CONNECTED_SEND_TEXT };
    if (!file) return { file: null, refusal: null };
    if (files.length > 1) return { file: null, refusal: ONE_FILE_TEXT };
    return { file, refusal: null };
  },
});
sample({ clock: chosen, filter: ({ file }) => file !== null, fn: ({ file }) => file as File, target: checkFileFx });
// Checked: it goes, unless another file went while this one was checked.
const checked = sample({
  clock: checkFileFx.doneData,
  source: $sending,
  fn: (sending, { file, problem }) => ({ file, refusal: problem ?? (sending ? SENDING_BUSY_TEXT : null) }),
});
const started = sample({
  clock: checked,
  filter: ({ refusal }) => refusal === null,
  fn: ({ file }) => file,
});
$sending.on(started, (_, file) => ({ name: file.name, bytes: file.size, sentBytes: 0 }));
sample({ clock: started, target: sendFileFx });
$abortController.on(uploadAbortable, (_, controller) => controller);
$sending.on(uploadProgressed, (sending, sentBytes) => (sending ? { ...sending, sentBytes } : sending));

const ended = sample({
  clock: sendFileFx.done,
  fn: ({ params: file, result }) => {
    switch (result.type) {
      case 'sent':
        return fileSentText(file.name, result.answer.path);
      case 'cancelled':
        return sendCancelledText(file.name);
      case 'refused':
        return fileNotSentText(file.name, result.message);
      case 'lost':
        return fileNotSentText(file.name, UPLOAD_LOST_TEXT);
    }
  },
});
$sending.reset(ended);
$abortController.reset(ended);
$fileNotice
  .on(started, () => '')
  .on(
    sample({ clock: [chosen, checked], filter: ({ refusal }) => refusal !== null }),
    (_, { refusal }) => refusal ?? '',
  )
  .on(ended, (_, text) => text);

/** Cancel, or leaving /view: aborting the upload stops the copy on the server (nothing half-written is kept). */
export const cancelSendingFx = createEffect((controller: AbortController | null) => controller?.abort());
sample({ clock: [sendCancelClicked, consoleClosed], source: $abortController, target: cancelSendingFx });
