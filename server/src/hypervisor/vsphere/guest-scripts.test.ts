import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import { GuestScriptError, type GuestScriptRequest } from '../../domain/ports/guest-scripts';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { GUEST_ACCOUNT } from '../testing/port-contract';
import { guestScriptError } from './guest-scripts';
import { createVimClient, type VimClient } from './soap/vim-client';
import { VimFault, VimUnavailable } from './soap/vim-fault';
import { inventoryObject } from './testing/inventory';
import { notingClient } from './testing/noting-client';
import { createVsphereHypervisor, type VsphereHypervisor } from './vsphere-hypervisor';

// Guest scripts on a simulated vCenter, beyond the port's contract: the calls a check costs, Windows guests, the
// account a guest accepts, an abandoned check.

const HOST_A = 'host-a - Ubuntu 24.04';
const DC01 = 'DC01 - Domain Controller';

describe('guest scripts on vcsim', () => {
  let vcsim: Awaited<ReturnType<typeof startThrowawayVcsim>>;
  let client: VimClient;
  let methods: string[];
  let hypervisor: VsphereHypervisor;
  let labs = 0;

  beforeAll(async () => {
    vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100 });
    const raw = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    const noting = notingClient(raw);
    client = noting.client;
    methods = noting.methods;
    hypervisor = await createVsphereHypervisor({
      client,
      templatesRoot: await inventoryObject(client, '/DC0/vm/Courses'),
      labsRoot: await inventoryObject(client, '/DC0/vm/Labs'),
      placement: { pool: await inventoryObject(client, '/DC0/host/DC0_C0/Resources') },
      maxParallelClones: 4,
    });
  });

  afterAll(async () => {
    await hypervisor?.close();
    await client?.close();
    await vcsim?.stop();
  });

  /** A powered-on clone of the template whose Tools answer scripts. */
  async function running(name: string, probe: GuestScriptRequest): Promise<string> {
    const template = (await hypervisor.templateFolders()).flatMap((folder) => folder.vms).find((t) => t.name === name);
    if (!template) throw new Error(`no template ${name}`);
    labs += 1;
    const { vm } = await hypervisor.cloneTemplate(`guest-class/student-${labs}@academy.test`, template);
    await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await hypervisor.runGuestScript(vm, probe).catch((error: unknown) => error);
      if (!(answer instanceof Error)) return vm;
      if (!(answer instanceof GuestScriptError && answer.failure === 'tools-not-running') || Date.now() > deadline) {
        throw answer;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const sh = (script: string, timeoutMs = 10_000): GuestScriptRequest => ({
    account: GUEST_ACCOUNT,
    script,
    shell: 'sh',
    timeoutMs,
  });
  const powershell = (script: string): GuestScriptRequest => ({ ...sh(script), shell: 'powershell' });

  it('runs a check that ends by the first look in 6 SOAP calls: upload, start, one look, download, two deletes', async () => {
    const vm = await running(HOST_A, sh('exit 0'));
    const from = methods.length;
    expect((await hypervisor.runGuestScript(vm, sh('systemctl is-active --quiet ssh'))).exitCode).toBe(0);
    // The feed's long poll goes on beside the script (a round that ends while it runs is asked again): not its call.
    expect(methods.slice(from).filter((method) => method !== 'WaitForUpdatesEx')).toEqual([
      'InitiateFileTransferToGuest',
      'StartProgramInGuest',
      'ListProcessesInGuest',
      'InitiateFileTransferFromGuest',
      'DeleteFileInGuest',
      'DeleteFileInGuest',
    ]);
  });

  it('looks again, less and less often, at a script that takes a while, and kills one past its time-out', async () => {
    const vm = await running(HOST_A, sh('exit 0'));
    let from = methods.length;
    expect(await hypervisor.runGuestScript(vm, sh('sleep 1; echo late; exit 4'))).toMatchObject({
      exitCode: 4,
      output: 'late\n',
      timedOut: false,
    });
    const looks = methods.slice(from).filter((method) => method === 'ListProcessesInGuest').length;
    // 100 ms, then half as long again each time up to a second: about 6 looks in a second, not 10 or more.
    expect(looks).toBeGreaterThan(1);
    expect(looks).toBeLessThan(10);
    from = methods.length;
    expect(await hypervisor.runGuestScript(vm, sh('sleep 30', 500))).toMatchObject({ timedOut: true, exitCode: -1 });
    expect(methods.slice(from)).toContain('TerminateProcessInGuest');
  });

  it('runs PowerShell in a Windows guest: the DNS check fails, the fix, the check passes', async () => {
    const check = powershell("if ((Get-Service DNS).Status -ne 'Running') { Write-Output 'DNS is stopped'; exit 1 }");
    const vm = await running(DC01, powershell('exit 0'));
    expect((await hypervisor.machine(vm))?.guestOs).toBe('windows');
    expect(await hypervisor.runGuestScript(vm, check)).toMatchObject({ exitCode: 1, output: 'DNS is stopped\n' });
    expect((await hypervisor.runGuestScript(vm, powershell('Start-Service DNS'))).exitCode).toBe(0);
    expect((await hypervisor.runGuestScript(vm, check)).exitCode).toBe(0);
    const cmd = { ...powershell('if not exist C:\\Temp\\done.txt exit /b 3'), shell: 'cmd' as const };
    expect((await hypervisor.runGuestScript(vm, cmd)).exitCode).toBe(3);
    const refused = await hypervisor.runGuestScript(vm, sh('exit 0')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ failure: 'wrong-shell' });
  });

  it("logs in with the account a test set for the machine's guest, and no longer with the default one", async () => {
    const vm = await running(HOST_A, sh('exit 0'));
    const answer = await fetch(new URL(`/guest-account/${vm}?username=root&password=toor`, vcsim.url), {
      method: 'POST',
    });
    expect(answer.status).toBe(204);
    expect(await hypervisor.runGuestScript(vm, sh('exit 0')).catch((error: unknown) => error)).toMatchObject({
      failure: 'login-refused',
    });
    const root = { ...sh('exit 5'), account: { username: 'root', password: 'toor' } };
    expect((await hypervisor.runGuestScript(vm, root)).exitCode).toBe(5);
  });

  it("says a check's process gone from the guest's list as a failed task, and still removes its files", async () => {
    const vm = await running(HOST_A, sh('exit 0'));
    // A guest that lost the process (its Tools restarted): the list answers without it.
    const forgetful: VimClient = {
      ...client,
      invoke: ((method, target, args, options) =>
        method === 'ListProcessesInGuest'
          ? Promise.resolve([])
          : client.invoke(method, target, args, options)) as VimClient['invoke'],
    };
    const other = await createVsphereHypervisor({
      client: forgetful,
      templatesRoot: await inventoryObject(client, '/DC0/vm/Courses'),
      labsRoot: await inventoryObject(client, '/DC0/vm/Labs'),
      placement: { pool: await inventoryObject(client, '/DC0/host/DC0_C0/Resources') },
      maxParallelClones: 4,
    });
    try {
      const failed = await other.runGuestScript(vm, sh('exit 0')).catch((error: unknown) => error);
      expect(failed).toMatchObject({ failure: 'task-failed' });
    } finally {
      await other.close();
    }
    const files: unknown = await (await fetch(new URL(`/guest-files/${vm}`, vcsim.url))).json();
    expect(files).toEqual(['/etc/hostname', '/etc/hosts']);
  });

  it('kills an abandoned script and removes its files, then rejects with AbortError', async () => {
    const vm = await running(HOST_A, sh('exit 0'));
    const abandon = new AbortController();
    const from = methods.length;
    const run = hypervisor.runGuestScript(vm, { ...sh('while true; do :; done'), signal: abandon.signal });
    setTimeout(() => abandon.abort(), 300);
    expect(await run.catch((error: Error) => error.name)).toBe('AbortError');
    expect(methods.slice(from)).toEqual(expect.arrayContaining(['TerminateProcessInGuest', 'DeleteFileInGuest']));
    const files: unknown = await (await fetch(new URL(`/guest-files/${vm}`, vcsim.url))).json();
    expect(files).toEqual(['/etc/hostname', '/etc/hosts']);
  });
});

describe("guest operations' faults as the port's errors", () => {
  const machine = { name: 'DC01', powerState: 'suspended', guestOs: 'windows' } as const;
  const cases = {
    InvalidGuestLogin: ['login-refused', 'DC01 refused the guest account.'],
    GuestOperationsUnavailable: ['tools-not-running', 'VMware Tools is not running on DC01.'],
    ToolsUnavailable: ['tools-not-running', 'VMware Tools is not running on DC01.'],
    InvalidPowerState: ['machine-off', 'DC01 is suspended.'],
    GuestProcessNotFound: ['task-failed', "The check's process vanished in DC01."],
    FileNotFound: ['task-failed', "A check's file is missing in DC01."],
    ManagedObjectNotFound: ['not-found', 'ManagedObjectNotFound: gone'],
  } satisfies Record<string, [string, string]>;

  it.each(Object.entries(cases))('says %s in plain words', (fault, [failure, message]) => {
    const error = guestScriptError(new VimFault(fault, 'gone'), machine);
    expect(error).toBeInstanceOf(
      failure === 'task-failed' || failure === 'not-found' ? HypervisorError : GuestScriptError,
    );
    expect(error).toMatchObject({ failure, message });
  });

  it('says a vCenter that does not answer is unavailable', () => {
    expect(guestScriptError(new VimUnavailable('no answer'), machine)).toMatchObject({ failure: 'unavailable' });
  });
});
