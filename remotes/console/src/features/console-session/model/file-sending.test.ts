import { HttpError } from '@academy/api';
import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, type Scope } from 'effector';
import { showClassroom } from '@/shared/testing/classroom-shown';
import type { FileCall } from '../files/file-call';
import {
  advance,
  connectedFromMonitor,
  connectedSetup,
  fakeTimersAndEmptyStorageEachTest,
  report,
  target,
} from '../testing/session-scope';
import { $canSendFile, $fileNotice, $sending, consoleClosed, filesChosen, sendCancelClicked } from './index';

const MB = 1024 * 1024;

/** A file of `bytes` bytes (its content never read: only its size and name matter here). */
function fileOf(name: string, bytes: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Lets promises run until `condition` holds. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) await Promise.resolve();
  expect(condition()).toBe(true);
}

/** The server's copy, answered by the test; the click's allSettled is awaited once it has ended. */
function uploadByHand() {
  let answer: (path: string) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const calls: FileCall[] = [];
  let running: Promise<unknown> = Promise.resolve();
  return {
    sendFile: (call: FileCall) =>
      new Promise<{ path: string; bytes: number; durationMs: number }>((resolve, reject) => {
        calls.push(call);
        answer = (path) => resolve({ path, bytes: call.file.size, durationMs: 40 });
        fail = reject;
        call.signal.addEventListener('abort', () => reject(new DOMException('Cancelled.', 'AbortError')));
      }),
    async start(scope: Scope, file: File) {
      running = allSettled(filesChosen, { scope, params: [file] });
      await until(() => calls.length === 1);
    },
    progress: (bytes: number) => calls.at(-1)?.onProgress(bytes),
    async answer(path: string) {
      answer(path);
      await running;
    },
    async fail(error: unknown) {
      fail(error);
      await running;
    },
    ended: () => running,
  };
}

describe('console-session model: a file sent into the machine', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('sends the file as the student, shows its upload, and says where it landed', async () => {
    const server = uploadByHand();
    const { scope } = await connectedSetup({ sendFile: server.sendFile });
    await server.start(scope, fileOf('report.pdf', 10 * MB));
    expect(scope.getState($sending)).toEqual({ name: 'report.pdf', bytes: 10 * MB, sentBytes: 0 });
    expect(scope.getState($canSendFile)).toBe(false);
    server.progress(4 * MB);
    expect(scope.getState($sending)).toMatchObject({ sentBytes: 4 * MB });
    await server.answer('C:\\Users\\academy\\Desktop\\report.pdf');
    expect(scope.getState($sending)).toBeNull();
    expect(scope.getState($fileNotice)).toBe('Sent report.pdf to C:\\Users\\academy\\Desktop');
  });

  it('goes to the files call of the machine, with the name in the address and the Basic credential', async () => {
    const { scope, fileCalls } = await connectedSetup();
    await allSettled(filesChosen, { scope, params: [fileOf('notes (final).txt', 12)] });
    expect(fileCalls[0]?.url).toBe('/api/training-class/vm/vm-7/files?name=notes%20(final).txt');
    expect(new Headers(fileCalls[0]?.headers).get('Authorization')).toBe('Basic c3R1ZGVudDpwYXNz');
  });

  it('says the name the file landed as when the guest had one of that name', async () => {
    const { scope } = await connectedSetup({
      sendFile: async ({ file }) => ({ path: '/home/student/report (2).pdf', bytes: file.size, durationMs: 1 }),
    });
    await allSettled(filesChosen, { scope, params: [fileOf('report.pdf', 100)] });
    expect(scope.getState($fileNotice)).toBe('Sent report.pdf to /home/student as report (2).pdf');
  });

  it('says a file is too large before any byte goes, at the limit the server gave with its ticket', async () => {
    const { scope, fileCalls } = await connectedSetup();
    await allSettled(filesChosen, { scope, params: [fileOf('disk.iso', 2 * 1024 * MB)] });
    expect(scope.getState($fileNotice)).toBe('disk.iso is 2.0 GB; files up to 100 MB can be sent.');
    expect(fileCalls).toEqual([]);

    // A reconnect's ticket carries the server's own limit.
    const lower = await connectedSetup({
      ticket: async () => ({ vm: 'vm-7', ticket: 'ws://lab/console/fresh', expiresAt: '', fileUploadMaxBytes: 5 * MB }),
    });
    await report(lower.scope, 'disconnected', 1006);
    await advance(lower.scope, 4_000);
    await report(lower.scope, 'connected');
    await allSettled(filesChosen, { scope: lower.scope, params: [fileOf('big.zip', 6 * MB)] });
    expect(lower.scope.getState($fileNotice)).toBe('big.zip is 6.0 MB; files up to 5.0 MB can be sent.');
    expect(lower.fileCalls).toEqual([]);
  });

  it("takes the limit the lab's first ticket said (with the target), before /view asks for a ticket of its own", async () => {
    const { scope, fileCalls, ticketCalls } = await connectedSetup({
      chosen: { ...target, fileUploadMaxBytes: 5 * MB },
    });
    expect(ticketCalls).toEqual([]);
    await allSettled(filesChosen, { scope, params: [fileOf('big.zip', 6 * MB)] });
    expect(scope.getState($fileNotice)).toBe('big.zip is 6.0 MB; files up to 5.0 MB can be sent.');
    expect(fileCalls).toEqual([]);
  });

  it('refuses a name the guest cannot take, and several files at once, in plain words', async () => {
    const { scope, fileCalls } = await connectedSetup();
    await allSettled(filesChosen, { scope, params: [fileOf('..', 10)] });
    expect(scope.getState($fileNotice)).toBe('.. was not sent: .. is not a file name.');
    await allSettled(filesChosen, { scope, params: [fileOf('a.txt', 1), fileOf('b.txt', 1)] });
    expect(scope.getState($fileNotice)).toBe('Drop one file at a time.');
    expect(fileCalls).toEqual([]);
  });

  it("shows the server's refusal in its words", async () => {
    const server = uploadByHand();
    const { scope } = await connectedSetup({ sendFile: server.sendFile });
    await server.start(scope, fileOf('setup.exe', 1000));
    await server.fail(new HttpError(409, 'VMware Tools is not running on lab-dc01.'));
    expect(scope.getState($fileNotice)).toBe('setup.exe was not sent: VMware Tools is not running on lab-dc01.');
    expect(scope.getState($sending)).toBeNull();
  });

  it('Cancel aborts the upload and says so; a dropped connection is said too', async () => {
    const server = uploadByHand();
    const { scope } = await connectedSetup({ sendFile: server.sendFile });
    await server.start(scope, fileOf('video.mp4', 50 * MB));
    await allSettled(sendCancelClicked, { scope });
    await server.ended();
    expect(scope.getState($fileNotice)).toBe('Sending video.mp4 was cancelled.');
    expect(scope.getState($sending)).toBeNull();

    const again = uploadByHand();
    const other = await connectedSetup({ sendFile: again.sendFile });
    await again.start(other.scope, fileOf('video.mp4', 50 * MB));
    await again.fail(new Error('network'));
    expect(other.scope.getState($fileNotice)).toBe('video.mp4 was not sent: the connection to the server was lost.');
  });

  it('leaving /view aborts the upload', async () => {
    const server = uploadByHand();
    const { scope } = await connectedSetup({ sendFile: server.sendFile });
    await server.start(scope, fileOf('video.mp4', 50 * MB));
    await allSettled(consoleClosed, { scope });
    await server.ended();
    expect(scope.getState($sending)).toBeNull();
  });

  it("sends nothing during the instructor's pause, or while the console is not connected", async () => {
    const { scope, fileCalls } = await connectedSetup();
    await showClassroom(scope);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(scope.getState($canSendFile)).toBe(false);
    await allSettled(filesChosen, { scope, params: [fileOf('a.txt', 1)] });
    expect(scope.getState($fileNotice)).toBe(
      'Your instructor has paused the lab screens: send the file once they resume.',
    );
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: false } });
    await report(scope, 'disconnected', 1006);
    await allSettled(filesChosen, { scope, params: [fileOf('a.txt', 1)] });
    expect(scope.getState($fileNotice)).toBe('Nothing was sent: the console is not connected.');
    expect(fileCalls).toEqual([]);
  });
});

describe('console-session model: a file sent by an instructor', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('a watching instructor cannot send; the one in control sends with their token', async () => {
    const watching = await connectedFromMonitor('view');
    expect(watching.scope.getState($canSendFile)).toBe(false);
    await allSettled(filesChosen, { scope: watching.scope, params: [fileOf('a.txt', 1)] });
    expect(watching.fileCalls).toEqual([]);
    expect(watching.scope.getState($fileNotice)).toBe('Take control of this console to send a file into it.');

    const inControl = await connectedFromMonitor('control');
    await allSettled(filesChosen, { scope: inControl.scope, params: [fileOf('a.txt', 1)] });
    expect(new Headers(inControl.fileCalls[0]?.headers).get('Authorization')).toBe('Bearer token-9');
  });
});
