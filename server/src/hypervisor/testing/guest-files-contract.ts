import { createHash, randomBytes } from 'node:crypto';
import type { SettledPowerState } from '@academy/power-rules';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { GuestFileError, type GuestFileRequest } from '../../domain/ports/guest-files';
import { GuestScriptError } from '../../domain/ports/guest-scripts';
import { type Hypervisor, HypervisorError, type TemplateMachine } from '../../domain/ports/hypervisor';
import type { OutsideHands } from '../outside-hands';

/** What the file cases use of the port's suite: its connection, and a machine of its own in a power state. */
export interface GuestFilesWorld {
  hypervisor: Hypervisor;
  outside: OutsideHands;
  /** A new machine of the template in the state. */
  machineIn(state: SettledPowerState, template: TemplateMachine): Promise<string>;
}

const ACCOUNT = { username: 'academy', password: 'Passw0rd!' } as const;
const PATIENCE_MS = 20_000;

function failureOf(error: unknown): string {
  return error instanceof HypervisorError || error instanceof GuestScriptError || error instanceof GuestFileError
    ? error.failure
    : error instanceof Error && error.name === 'AbortError'
      ? 'aborted'
      : String(error);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes in chunks of 64 KiB, as a request body arrives. */
async function* chunksOf(bytes: Uint8Array, chunk = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
}

function request(name: string, bytes: Uint8Array, more: Partial<GuestFileRequest> = {}): GuestFileRequest {
  return { account: ACCOUNT, folder: '/home/academy', name, size: bytes.length, body: chunksOf(bytes), ...more };
}

/** Files copied into a machine's guest (Hypervisor.copyFileToGuest), read back from the guest by their hash. */
export function describeGuestFilesContract(world: () => GuestFilesWorld): void {
  describe('copying files into a guest', () => {
    let linux: TemplateMachine;
    let windows: TemplateMachine;
    let withoutTools: TemplateMachine;
    const running = new Map<TemplateMachine, Promise<string>>();

    beforeAll(async () => {
      const templates = (await world().hypervisor.templateFolders()).flatMap((folder) => folder.vms);
      const find = (wanted: (template: TemplateMachine) => boolean, what: string) => {
        const found = templates.find(wanted);
        if (!found) throw new Error(`The catalog needs ${what}.`);
        return found;
      };
      linux = find((template) => template.tools && template.guestOs === 'linux', 'a Linux template with Tools');
      windows = find((template) => template.tools && template.guestOs === 'windows', 'a Windows template with Tools');
      withoutTools = find((template) => !template.tools, 'a template without Tools');
    });

    /** A powered-on machine of the template whose VMware Tools answer (they start a moment after the boot on vcsim). */
    function runningGuest(template = linux): Promise<string> {
      let vm = running.get(template);
      if (!vm) {
        vm = (async () => {
          const { hypervisor, machineIn } = world();
          const started = await machineIn('POWERED_ON', template);
          const deadline = Date.now() + PATIENCE_MS;
          const probe = () =>
            hypervisor
              .copyFileToGuest(started, { ...request('probe', new Uint8Array()), folder: '/no-such-folder' })
              .catch(failureOf);
          while ((await probe()) === 'tools-not-running' && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return started;
        })();
        running.set(template, vm);
      }
      return vm;
    }

    it('copies a file byte for byte into the folder and answers its path', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest();
      const bytes = randomBytes(1024 * 1024 + 17);
      const path = await hypervisor.copyFileToGuest(vm, request('report.bin', bytes));
      expect(path).toBe('/home/academy/report.bin');
      expect(await outside.guestFileDigest(vm, path)).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    });

    it('copies an empty file', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest();
      const path = await hypervisor.copyFileToGuest(vm, request('empty.txt', new Uint8Array()));
      expect(await outside.guestFileDigest(vm, path)).toEqual({ size: 0, sha256: sha256(new Uint8Array()) });
    });

    it('numbers a name already taken before its extension, as browsers number downloads', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest();
      const [first, second, third] = [randomBytes(10), randomBytes(20), randomBytes(30)];
      expect(await hypervisor.copyFileToGuest(vm, request('notes.txt', first))).toBe('/home/academy/notes.txt');
      expect(await hypervisor.copyFileToGuest(vm, request('notes.txt', second))).toBe('/home/academy/notes (2).txt');
      expect(await hypervisor.copyFileToGuest(vm, request('notes.txt', third))).toBe('/home/academy/notes (3).txt');
      expect((await outside.guestFileDigest(vm, '/home/academy/notes.txt'))?.sha256).toBe(sha256(first));
      expect((await outside.guestFileDigest(vm, '/home/academy/notes (2).txt'))?.sha256).toBe(sha256(second));
    });

    it('copies into a Windows guest with its paths', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest(windows);
      const bytes = randomBytes(5000);
      const folder = 'C:\\Users\\academy\\Desktop';
      const path = await hypervisor.copyFileToGuest(vm, request('Setup.ps1', bytes, { folder }));
      expect(path).toBe('C:\\Users\\academy\\Desktop\\Setup.ps1');
      expect((await outside.guestFileDigest(vm, path))?.sha256).toBe(sha256(bytes));
    });

    it('refuses a body shorter or longer than announced, leaving nothing in the guest', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest();
      const before = await outside.guestFiles(vm);
      const bytes = randomBytes(200_000);
      const short = await hypervisor
        .copyFileToGuest(vm, { ...request('short.bin', bytes.subarray(0, 150_000)), size: bytes.length })
        .catch((error) => error);
      expect(failureOf(short)).toBe('size-mismatch');
      expect(short.message).toBe('The file announced 200000 bytes but ended after 150000: nothing was kept.');
      const long = await hypervisor
        .copyFileToGuest(vm, { ...request('long.bin', bytes), size: 100_000 })
        .catch((error) => error);
      expect(failureOf(long)).toBe('size-mismatch');
      expect(await outside.guestFiles(vm)).toEqual(before);
    });

    it('abandons a copy when its signal aborts mid-way, leaving nothing in the guest', async () => {
      const { hypervisor, outside } = world();
      const vm = await runningGuest();
      const before = await outside.guestFiles(vm);
      const left = new AbortController();
      const bytes = randomBytes(512 * 1024);
      async function* leaving(): AsyncGenerator<Uint8Array> {
        yield bytes.subarray(0, 256 * 1024);
        left.abort();
        // The sender is gone: its body never ends.
        await new Promise(() => undefined);
      }
      const abandoned = await hypervisor
        .copyFileToGuest(vm, { ...request('gone.bin', bytes), body: leaving(), signal: left.signal })
        .catch((error) => error);
      expect(failureOf(abandoned)).toBe('aborted');
      expect(await outside.guestFiles(vm)).toEqual(before);
    });

    it('says a folder that is not in the guest', async () => {
      const { hypervisor } = world();
      const vm = await runningGuest();
      const refused = await hypervisor
        .copyFileToGuest(vm, request('a.txt', randomBytes(3), { folder: '/srv/missing' }))
        .catch((error) => error);
      expect(failureOf(refused)).toBe('folder-missing');
      expect(refused.message).toBe(`The folder /srv/missing does not exist in ${linux.name}.`);
    });

    it('refuses what a guest script is refused: the account, Tools not running, a machine off', async () => {
      const { hypervisor, machineIn } = world();
      const vm = await runningGuest();
      const wrong = { username: 'academy', password: 'wrong' };
      const refused = await hypervisor
        .copyFileToGuest(vm, request('a.txt', randomBytes(3), { account: wrong }))
        .catch((error) => error);
      expect(failureOf(refused)).toBe('login-refused');
      expect(refused.message).toBe(`${linux.name} refused the guest account.`);
      const noTools = await machineIn('POWERED_ON', withoutTools);
      const folder = withoutTools.guestOs === 'windows' ? 'C:\\Temp' : '/tmp';
      const toolsRefused = await hypervisor
        .copyFileToGuest(noTools, request('a.txt', randomBytes(3), { folder }))
        .catch((error) => error);
      expect(failureOf(toolsRefused)).toBe('tools-not-running');
      expect(toolsRefused.message).toBe(`VMware Tools is not running on ${withoutTools.name}.`);
      const off = await machineIn('POWERED_OFF', linux);
      const offRefused = await hypervisor.copyFileToGuest(off, request('a.txt', randomBytes(3))).catch((e) => e);
      expect(failureOf(offRefused)).toBe('machine-off');
      expect(offRefused.message).toBe(`${linux.name} is off.`);
    });

    it('answers not-found for a machine that does not exist', async () => {
      const { hypervisor } = world();
      const refused = await hypervisor
        .copyFileToGuest('vm-does-not-exist', request('a.txt', randomBytes(3)))
        .catch((error) => error);
      expect(failureOf(refused)).toBe('not-found');
    });
  });
}
