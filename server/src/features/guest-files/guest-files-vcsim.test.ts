import { randomBytes } from 'node:crypto';
import type { Folder, StudentLoginResponse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { sha256, type UploadAnswer, upload } from '../../../test-support/file-upload';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';
import { startThrowawayVcsim, type ThrowawayVcsim, vsphereServerEnv } from '../../../test-support/throwaway-vcsim.mjs';

// Files sent through the whole server into a simulated vCenter's guest: InitiateFileTransferToGuest and the PUT.
let vcsim: ThrowawayVcsim;
let server: TestServer;
let alice: Auth;
let hostA: string;

const HOST_A = 'host-a - Ubuntu 24.04';

/** vcsim's look inside a guest (tools/vcsim/guestops.go): a file's size and SHA-256, or undefined. */
async function digestInVcsim(vm: string, path: string) {
  const answer = await fetch(new URL(`/guest-files/${vm}?path=${encodeURIComponent(path)}`, vcsim.url));
  return answer.status === 200 ? ((await answer.json()) as { size: number; sha256: string }) : undefined;
}

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 20 });
  server = await startTestServer(vsphereServerEnv(vcsim.url));
  const instructor = { bearer: await server.instructorToken() };
  const folders = await server.call<Folder[]>('GET', '/api/training-course/folder', { auth: instructor });
  const linux = folders.body.find((folder) => folder.vms.some((vm) => vm.name === HOST_A));
  if (!linux) throw new Error('no Linux folder on vcsim');
  const course = await createCheckCourse(server, instructor, {
    name: 'Files on vCenter',
    manual: '',
    folder: linux.folder,
    vms: [linux.vms.find((vm) => vm.name === HOST_A)?.vm ?? ''],
  });
  const trainingClass = await runningCheckClass(server, instructor, { name: 'Files on vCenter', course, attendees: 1 });
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  hostA = login.body.vms[0]?.vm ?? '';
}, 120_000);

afterAll(async () => {
  expect(server?.errors ?? []).toEqual([]);
  await server?.close();
  await vcsim?.stop();
});

describe('a file sent into a machine on a vCenter', () => {
  it('arrives byte for byte (10 MB, hash compared), and a second of the same name is numbered', async () => {
    const bytes = randomBytes(10 * 1024 * 1024);
    const send = () =>
      upload(server.url, `/api/training-class/vm/${hostA}/files?name=image.bin`, {
        auth: alice,
        bytes,
      }) as Promise<UploadAnswer>;
    // VMware Tools start a moment after the boot.
    const first = await eventually(async () => {
      const answer = await send();
      return answer.status === 200 ? answer : undefined;
    }, 20_000);
    expect(first.body).toMatchObject({ path: '/home/academy/image.bin', bytes: bytes.length });
    expect(await digestInVcsim(hostA, '/home/academy/image.bin')).toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    });
    expect((await send()).body).toMatchObject({ path: '/home/academy/image (2).bin' });
  });

  it('leaves nothing when the sender leaves mid-way', async () => {
    const left = await upload(server.url, `/api/training-class/vm/${hostA}/files?name=left.bin`, {
      auth: alice,
      bytes: randomBytes(4 * 1024 * 1024),
      holdAt: 1024 * 1024,
      beforeRest: async () => 'leave',
    });
    expect(left).toBe('left');
    // The PUT is cut and the file deleted: vcsim never stores a body short of its size.
    await eventually(async () =>
      (await digestInVcsim(hostA, '/home/academy/left.bin')) === undefined ? true : undefined,
    );
  });
});
