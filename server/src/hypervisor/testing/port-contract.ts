import type { SettledPowerState } from '@academy/power-rules';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  GUEST_OUTPUT_MAX_BYTES,
  GUEST_SCRIPT_MAX_BYTES,
  GuestScriptError,
  type GuestScriptRequest,
} from '../../domain/ports/guest-scripts';
import {
  type Hypervisor,
  HypervisorError,
  type HypervisorFailure,
  type HypervisorMachine,
  type MachineChange,
  type PowerOperation,
  type TemplateMachine,
} from '../../domain/ports/hypervisor';
import type { OutsideHands } from '../outside-hands';
import { describeGuestFilesContract } from './guest-files-contract';
import { describeTypingContract } from './typing-contract';

/** The guest account every template of both adapters' test inventories accepts (tools/vcsim/README.md). */
export const GUEST_ACCOUNT = { username: 'academy', password: 'Passw0rd!' } as const;

/** One process's adapter: what a server builds at start, and loses when it stops. */
export interface HypervisorConnection {
  hypervisor: Hypervisor;
  /** Changes behind the portal's back, seen by this connection's subscribers as any change is. */
  outside: OutsideHands;
  /** Ends the connection as a process's end would: what it runs is abandoned (AbortError), not settled. */
  close(): Promise<void>;
}

/** A hypervisor of the suite's own (an empty inventory) that several connections share, one after another. */
export interface HypervisorWorld {
  connect(): Promise<HypervisorConnection>;
  dispose(): Promise<void>;
}

/** Waits this long at most for a change to arrive or an operation to settle. */
const PATIENCE_MS = 20_000;

async function eventually<T>(look: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const seen = await look();
    if (seen !== undefined) return seen;
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Whether the machine was seen busy before `operation` settled: a short operation on a loaded machine may be looked at
 * only once it has ended, and the busy state it had is then never seen.
 */
async function seenBusyWhile(operation: Promise<unknown>, machine: () => Promise<HypervisorMachine | undefined>) {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  operation.then(mark, mark);
  return eventually(async () => (settled ? false : (await machine())?.busy ? true : undefined));
}

function failureOf(error: unknown): HypervisorFailure | string {
  return error instanceof HypervisorError || error instanceof GuestScriptError ? error.failure : String(error);
}

const sh = (script: string, timeoutMs = 8000): GuestScriptRequest => ({
  account: GUEST_ACCOUNT,
  script,
  shell: 'sh',
  timeoutMs,
});

/**
 * What every Hypervisor adapter does, whatever it talks to: run it with a factory of fresh worlds (the simulator
 * over an empty database; a vSphere adapter over vcsim). Power rules are spec §4's, as packages/power-rules states
 * them: the portal refuses what they refuse before it asks, and the adapter refuses an operation whose expected
 * state is no longer true.
 */
export function describeHypervisorContract(name: string, createWorld: () => Promise<HypervisorWorld>): void {
  describe(`${name}: the Hypervisor port`, () => {
    let world: HypervisorWorld;
    let connection: HypervisorConnection;
    let hypervisor: Hypervisor;
    let withTools: TemplateMachine;
    let withoutTools: TemplateMachine;
    let linuxWithTools: TemplateMachine;
    const heard: Array<{ vm: string; change: MachineChange }> = [];
    let labCount = 0;

    beforeAll(async () => {
      world = await createWorld();
      connection = await world.connect();
      hypervisor = connection.hypervisor;
      hypervisor.subscribe(({ vm }, change) => heard.push({ vm, change }));
      const templates = (await hypervisor.templateFolders()).flatMap((folder) => folder.vms);
      const [tools] = templates.filter((template) => template.tools);
      const [noTools] = templates.filter((template) => !template.tools);
      if (!tools || !noTools) throw new Error('The catalog needs a template with VMware Tools and one without.');
      withTools = tools;
      withoutTools = noTools;
      const linux = templates.find((template) => template.tools && template.guestOs === 'linux');
      if (!linux) throw new Error('The catalog needs a Linux template with VMware Tools.');
      linuxWithTools = linux;
    });

    afterAll(async () => {
      await connection?.close();
      await world?.dispose();
    });

    function newLab(): string {
      labCount += 1;
      return `contract-class/student-${labCount}`;
    }

    function heardFor(vm: string): MachineChange[] {
      return heard.filter((entry) => entry.vm === vm).map((entry) => entry.change);
    }

    async function machineIn(state: SettledPowerState, template = withTools): Promise<string> {
      const { vm } = await hypervisor.cloneTemplate(newLab(), template);
      if (state === 'POWERED_OFF') return vm;
      await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
      if (state === 'SUSPENDED') await hypervisor.runOperation(vm, 'suspend', 'POWERED_ON');
      return vm;
    }

    async function stateOf(vm: string): Promise<SettledPowerState | undefined> {
      return (await hypervisor.machine(vm))?.powerState;
    }

    it('lists template folders, each template with its name and whether VMware Tools run in it', async () => {
      const folders = await hypervisor.templateFolders();
      expect(folders.length).toBeGreaterThan(0);
      for (const folder of folders) {
        expect(folder).toMatchObject({ folder: expect.any(String), name: expect.any(String) });
        for (const template of folder.vms) {
          expect(template).toMatchObject({ vm: expect.any(String), name: expect.any(String) });
          expect(typeof template.tools).toBe('boolean');
          expect(template.guestOs).toBeOneOf(['linux', 'windows']);
        }
      }
    });

    it('clones a template into a lab, powered off, and tells its subscribers', async () => {
      const labId = newLab();
      const clone = await hypervisor.cloneTemplate(labId, withTools);
      expect(clone).toMatchObject({
        labId,
        name: withTools.name,
        tools: true,
        powerState: 'POWERED_OFF',
        busy: null,
      });
      expect(await hypervisor.machine(clone.vm)).toEqual(clone);
      expect(await hypervisor.labMachines(labId)).toEqual([clone]);
      expect(await hypervisor.labIds()).toContain(labId);
      expect(await hypervisor.nextStepInMs(labId)).toBeOneOf([0, null]);
      expect(heardFor(clone.vm)).toEqual(['CREATED']);
    });

    const commands: Array<[PowerOperation, SettledPowerState, SettledPowerState]> = [
      ['power-on', 'POWERED_OFF', 'POWERED_ON'],
      ['power-off', 'POWERED_ON', 'POWERED_OFF'],
      ['reset', 'POWERED_ON', 'POWERED_ON'],
      ['suspend', 'POWERED_ON', 'SUSPENDED'],
      ['resume', 'SUSPENDED', 'POWERED_ON'],
      ['shutdown-guest', 'POWERED_ON', 'POWERED_OFF'],
      ['reboot-guest', 'POWERED_ON', 'POWERED_ON'],
    ];
    it.each(commands)(
      'runs %s from %s to %s, busy meanwhile, and tells its subscribers',
      async (operation, from, to) => {
        const vm = await machineIn(from);
        const running = hypervisor.runOperation(vm, operation, from);
        const during = await eventually(async () => {
          const machine = await hypervisor.machine(vm);
          return machine?.busy || machine?.powerState === to ? machine : undefined;
        });
        if (during.busy) expect(during).toMatchObject({ busy: operation, powerState: from });
        expect(await running).toBe(to);
        expect(await hypervisor.machine(vm)).toMatchObject({ powerState: to, busy: null });
        expect(heardFor(vm).at(-1)).toBe(to);
      },
    );

    const stale: Array<[string, PowerOperation, SettledPowerState, SettledPowerState]> = [
      ['start while POWERED_ON', 'power-on', 'POWERED_ON', 'POWERED_OFF'],
      ['stop while POWERED_OFF', 'power-off', 'POWERED_OFF', 'POWERED_ON'],
      ['reset while POWERED_OFF', 'reset', 'POWERED_OFF', 'POWERED_ON'],
      ['shutdown while POWERED_OFF', 'shutdown-guest', 'POWERED_OFF', 'POWERED_ON'],
      ['suspend while SUSPENDED', 'suspend', 'SUSPENDED', 'POWERED_ON'],
    ];
    it.each(stale)(
      'refuses %s (the state the portal read is stale) with wrong-state, changing nothing',
      async (_, operation, actual, expected) => {
        const vm = await machineIn(actual);
        const before = heardFor(vm).length;
        expect(failureOf(await hypervisor.runOperation(vm, operation, expected).catch((error) => error))).toBe(
          'wrong-state',
        );
        expect(await stateOf(vm)).toBe(actual);
        expect(heardFor(vm).slice(before)).toEqual([]);
      },
    );

    it('refuses any operation while another runs on the machine (SUSPEND), with wrong-state', async () => {
      // A power-on here is short (the simulator's speed, vcsim's task delay): a loaded machine may look at it only
      // once it has ended, or send the second call after. Then the pair is tried again on another machine until the
      // second call meets the first running; a hypervisor that never refuses fails every try.
      for (let attempt = 1; ; attempt += 1) {
        const vm = await machineIn('POWERED_OFF');
        const running = hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
        const second = (await seenBusyWhile(running, () => hypervisor.machine(vm)))
          ? await hypervisor.runOperation(vm, 'power-off', 'POWERED_ON').catch((error: unknown) => error)
          : undefined;
        expect(await running).toBe('POWERED_ON');
        if (second !== undefined && failureOf(second) === 'wrong-state') return;
        if (attempt === 5) throw new Error(`never refused while the power-on ran: ${String(second)}`);
      }
    });

    it('refuses a guest shutdown or reboot without VMware Tools with wrong-state, changing nothing', async () => {
      const vm = await machineIn('POWERED_ON', withoutTools);
      expect(await hypervisor.machine(vm)).toMatchObject({ tools: false });
      for (const operation of ['shutdown-guest', 'reboot-guest'] as const) {
        const refused = await hypervisor.runOperation(vm, operation, 'POWERED_ON').catch((error) => error);
        expect(failureOf(refused)).toBe('wrong-state');
      }
      expect(await stateOf(vm)).toBe('POWERED_ON');
    });

    it('answers not-found for a machine that does not exist', async () => {
      expect(await hypervisor.machine('vm-does-not-exist')).toBeUndefined();
      const refused = await hypervisor.runOperation('vm-does-not-exist', 'power-on', 'POWERED_OFF').catch((e) => e);
      expect(failureOf(refused)).toBe('not-found');
    });

    it('reverts a lab: destroys every machine, even one mid-operation, then clones afresh', async () => {
      const labId = newLab();
      const first = await hypervisor.cloneTemplate(labId, withTools);
      const second = await hypervisor.cloneTemplate(labId, withoutTools);
      const running = hypervisor.runOperation(first.vm, 'power-on', 'POWERED_OFF').catch((error) => error);
      await hypervisor.destroyLab(labId);
      expect(failureOf(await running)).toBe('not-found');
      expect(await hypervisor.labMachines(labId)).toEqual([]);
      expect(await hypervisor.labIds()).not.toContain(labId);
      for (const { vm } of [first, second]) {
        expect(await hypervisor.machine(vm)).toBeUndefined();
        expect(heardFor(vm)).toContain('DELETED');
      }
      const again = await hypervisor.cloneTemplate(labId, withTools);
      expect((await hypervisor.labMachines(labId)).map(({ vm }) => vm)).toEqual([again.vm]);
    });

    it('destroys a lab at once, whatever state its machines are in', async () => {
      const vm = await machineIn('SUSPENDED');
      const { labId } = (await hypervisor.machine(vm)) ?? { labId: '' };
      await hypervisor.destroyLab(labId);
      expect(await hypervisor.machine(vm)).toBeUndefined();
    });

    it('tells its subscribers of changes made outside the portal: a guest shutting down, a machine deleted', async () => {
      const vm = await machineIn('POWERED_ON');
      await connection.outside.setPowerState(vm, 'POWERED_OFF');
      await eventually(async () => (heardFor(vm).at(-1) === 'POWERED_OFF' ? true : undefined));
      expect(await stateOf(vm)).toBe('POWERED_OFF');
      await connection.outside.remove(vm);
      await eventually(async () => (heardFor(vm).at(-1) === 'DELETED' ? true : undefined));
      expect(await hypervisor.machine(vm)).toBeUndefined();
    });

    it('stops being told once unsubscribed', async () => {
      const changes: MachineChange[] = [];
      const unsubscribe = hypervisor.subscribe((_machine, change) => changes.push(change));
      const vm = await machineIn('POWERED_OFF');
      unsubscribe();
      await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
      expect(changes).toEqual(['CREATED']);
    });

    it('fails every call with unavailable while the hypervisor does not answer', async () => {
      const vm = await machineIn('POWERED_OFF');
      await connection.outside.setReachable(false);
      try {
        for (const call of [
          () => hypervisor.templateFolders(),
          () => hypervisor.machine(vm),
          () => hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF'),
          () => hypervisor.cloneTemplate(newLab(), withTools),
          () => hypervisor.runGuestScript(vm, sh('exit 0')),
          () =>
            hypervisor.copyFileToGuest(vm, {
              account: GUEST_ACCOUNT,
              folder: '/tmp',
              name: 'a.txt',
              size: 0,
              body: (async function* () {})(),
            }),
          () => hypervisor.typeInGuest(vm, { keys: [{ usage: 0x04, shift: false, altGr: false }] }),
        ]) {
          expect(failureOf(await call().catch((error) => error))).toBe('unavailable');
        }
      } finally {
        await connection.outside.setReachable(true);
      }
      expect(await stateOf(vm)).toBe('POWERED_OFF');
    });

    describe('guest scripts', () => {
      let running: Promise<string> | undefined;

      /** A powered-on Linux machine whose VMware Tools answer (they start a moment after the boot on vcsim). */
      function runningGuest(): Promise<string> {
        running ??= (async () => {
          const vm = await machineIn('POWERED_ON', linuxWithTools);
          await eventually(async () => {
            const answer = await hypervisor.runGuestScript(vm, sh('exit 0')).catch((error) => error);
            return failureOf(answer) === 'tools-not-running' ? undefined : answer;
          });
          return vm;
        })();
        return running;
      }

      it('clones a template with its guest family', async () => {
        const clone = await hypervisor.cloneTemplate(newLab(), linuxWithTools);
        expect(clone.guestOs).toBe('linux');
        expect((await hypervisor.machine(clone.vm))?.guestOs).toBe('linux');
      });

      it('runs a passing script: exit 0 and its output, and leaves no file in the guest', async () => {
        const vm = await runningGuest();
        const before = await connection.outside.guestFiles(vm);
        const result = await hypervisor.runGuestScript(vm, sh('test -f /etc/hostname && echo ok'));
        expect(result).toMatchObject({ exitCode: 0, output: 'ok\n', outputCut: false, timedOut: false });
        expect(result.durationMs).toBeGreaterThanOrEqual(0);
        expect(await connection.outside.guestFiles(vm)).toEqual(before);
      });

      it('runs a failing script: its exit code and output', async () => {
        const vm = await runningGuest();
        const result = await hypervisor.runGuestScript(
          vm,
          sh('if ! systemctl is-active --quiet nginx; then echo "nginx is not running"; exit 1; fi'),
        );
        expect(result).toMatchObject({ exitCode: 1, output: 'nginx is not running\n', timedOut: false });
      });

      it('reads the guest as a script left it: state lasts from one run to the next', async () => {
        const vm = await runningGuest();
        expect((await hypervisor.runGuestScript(vm, sh('echo done > /tmp/step-1'))).exitCode).toBe(0);
        expect((await hypervisor.runGuestScript(vm, sh('grep -q done /tmp/step-1'))).exitCode).toBe(0);
        expect((await hypervisor.runGuestScript(vm, sh('rm /tmp/step-1; test -f /tmp/step-1'))).exitCode).toBe(1);
      });

      it('kills a script still running at its time-out, answers timedOut and removes its files', async () => {
        const vm = await runningGuest();
        const before = await connection.outside.guestFiles(vm);
        const started = Date.now();
        const result = await hypervisor.runGuestScript(vm, sh('while true; do :; done', 1500));
        expect(result).toMatchObject({ timedOut: true });
        expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
        expect(Date.now() - started).toBeLessThan(8000);
        expect(await connection.outside.guestFiles(vm)).toEqual(before);
        expect((await hypervisor.runGuestScript(vm, sh('exit 3'))).exitCode).toBe(3);
      });

      it('reads back at most 64 KiB of output and says the rest was cut', async () => {
        const vm = await runningGuest();
        const result = await hypervisor.runGuestScript(vm, sh('seq 1 20000'));
        expect(result).toMatchObject({ exitCode: 0, outputCut: true });
        expect(Buffer.byteLength(result.output)).toBe(GUEST_OUTPUT_MAX_BYTES);
        expect(result.output.startsWith('1\n2\n3\n')).toBe(true);
        // About 100 MB of numbers: still a verdict, the output cut, nothing held whole.
        const huge = await hypervisor.runGuestScript(vm, sh('seq 1 12000000; exit 6'));
        expect(huge).toMatchObject({ exitCode: 6, outputCut: true, timedOut: false });
        expect(Buffer.byteLength(huge.output)).toBe(GUEST_OUTPUT_MAX_BYTES);
      });

      it('refuses a script above 1 MiB before anything reaches the guest', async () => {
        const vm = await runningGuest();
        const before = await connection.outside.guestFiles(vm);
        const script = `echo ${'x'.repeat(GUEST_SCRIPT_MAX_BYTES)}`;
        expect(failureOf(await hypervisor.runGuestScript(vm, sh(script)).catch((error) => error))).toBe(
          'script-too-large',
        );
        expect(await connection.outside.guestFiles(vm)).toEqual(before);
      });

      it('refuses an account the guest does not accept with login-refused', async () => {
        const vm = await runningGuest();
        const request = { ...sh('exit 0'), account: { username: GUEST_ACCOUNT.username, password: 'wrong' } };
        const refused = await hypervisor.runGuestScript(vm, request).catch((error) => error);
        expect(failureOf(refused)).toBe('login-refused');
        expect(refused.message).toBe(`${linuxWithTools.name} refused the guest account.`);
      });

      it('says VMware Tools is not running in a guest without them', async () => {
        const vm = await machineIn('POWERED_ON', withoutTools);
        const shell = withoutTools.guestOs === 'linux' ? 'sh' : 'powershell';
        const refused = await hypervisor.runGuestScript(vm, { ...sh('exit 0'), shell }).catch((error) => error);
        expect(failureOf(refused)).toBe('tools-not-running');
        expect(refused.message).toBe(`VMware Tools is not running on ${withoutTools.name}.`);
      });

      it('says the machine is off, or suspended', async () => {
        const off = await machineIn('POWERED_OFF', linuxWithTools);
        const refused = await hypervisor.runGuestScript(off, sh('exit 0')).catch((error) => error);
        expect(failureOf(refused)).toBe('machine-off');
        expect(refused.message).toBe(`${linuxWithTools.name} is off.`);
        const suspended = await machineIn('SUSPENDED', linuxWithTools);
        const alsoRefused = await hypervisor.runGuestScript(suspended, sh('exit 0')).catch((error) => error);
        expect(failureOf(alsoRefused)).toBe('machine-off');
        expect(alsoRefused.message).toBe(`${linuxWithTools.name} is suspended.`);
      });

      it('answers not-found for a machine that does not exist', async () => {
        const refused = await hypervisor.runGuestScript('vm-does-not-exist', sh('exit 0')).catch((error) => error);
        expect(failureOf(refused)).toBe('not-found');
      });
    });

    describeTypingContract(() => ({
      hypervisor,
      outside: connection.outside,
      machineIn: async (state) => ({ vm: await machineIn(state, linuxWithTools), name: linuxWithTools.name }),
    }));

    describeGuestFilesContract(() => ({ hypervisor, outside: connection.outside, machineIn }));

    it('finishes an operation one process began after that process is gone, and tells the next one', async () => {
      // As above: a loaded machine may see the short power-on only once ended, or end the process after it; then it
      // is tried again on another machine until the process goes while the power-on runs.
      let vm = '';
      for (let attempt = 1; ; attempt += 1) {
        const first = await world.connect();
        ({ vm } = await first.hypervisor.cloneTemplate(newLab(), withTools));
        const abandoned = first.hypervisor
          .runOperation(vm, 'power-on', 'POWERED_OFF')
          .catch((error: Error) => error.name);
        await seenBusyWhile(abandoned, () => first.hypervisor.machine(vm));
        await first.close();
        const outcome = await abandoned;
        if (outcome === 'AbortError') break;
        if (attempt === 5) throw new Error(`the power-on always ended before its process: ${outcome}`);
      }

      const next = await world.connect();
      try {
        const told: MachineChange[] = [];
        next.hypervisor.subscribe((machine, change) => machine.vm === vm && told.push(change));
        await eventually(async () => (told.includes('POWERED_ON') ? true : undefined));
        expect(await next.hypervisor.machine(vm)).toMatchObject({ powerState: 'POWERED_ON', busy: null });
      } finally {
        await next.close();
      }
    });
  });
}
