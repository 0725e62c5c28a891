import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { WebSocket } from 'ws';
import type { ConsoleMachine } from '../domain/ports/console';
import type { MachineConsoles } from '../domain/ports/machine-consoles';
import { acceptsInputOf, inputGate, UNREADABLE_INPUT_CLOSE_CODE } from './input-policy';
import { type ListeningGateway, listeningGateway, PORTAL } from './testing/listening-gateway';

/** Which input of a browser reaches the machine: a fake machine records every byte the gateway lets through. */

const handshake = Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Buffer.from([1, 1])]);
const updateRequest = Buffer.from([3, 1, 0, 0, 0, 0, 3, 32, 2, 88]);
const keyA = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);
const unknownType = Buffer.from([200, 0, 0, 0]);

const student: ConsoleMachine = { vm: 'vm-1', name: 'dc01', labId: 'class-1/alice@academy.test' };
const watching: ConsoleMachine = { ...student, watcher: { name: 'Ada', mode: 'view' } };
const controlling: ConsoleMachine = { ...student, watcher: { name: 'Ada', mode: 'control' } };

/** Whether input reaches the machine, by whose console it is and whether the class's screens are paused. */
const INPUT_ACCEPTED = {
  "a student's console": { machine: student, paused: false, accepted: true },
  "a student's console, screens paused": { machine: student, paused: true, accepted: false },
  "an instructor's console, watching": { machine: watching, paused: false, accepted: false },
  "an instructor's console, in control while screens are paused": {
    machine: controlling,
    paused: true,
    accepted: true,
  },
} satisfies Record<string, { machine: ConsoleMachine; paused: boolean; accepted: boolean }>;

describe('the input policy', () => {
  it.each(Object.entries(INPUT_ACCEPTED))('%s: input accepted is %j', (_, { machine, paused, accepted }) => {
    expect(acceptsInputOf(machine, { isPaused: (classId) => paused && classId === 'class-1' })()).toBe(accepted);
  });

  it('closes a console whose input it cannot read, held or not, and passes nothing of that chunk', () => {
    for (const machine of [student, watching]) {
      const gate = inputGate(machine, {});
      expect(gate(handshake)).toEqual({ kind: 'pass', bytes: handshake });
      expect(gate(Buffer.concat([keyA, unknownType]))).toEqual({
        kind: 'close',
        code: UNREADABLE_INPUT_CLOSE_CODE,
        reason: "the console's input could not be read: unknown client message type 200",
      });
    }
  });

  it("counts a student's key that passes as use of the lab, not an instructor's or a held one", () => {
    const used: string[] = [];
    const onInput = (machine: ConsoleMachine) => used.push(machine.watcher?.mode ?? 'student');
    for (const machine of [student, watching, controlling])
      inputGate(machine, { onInput })(Buffer.concat([handshake, keyA]));
    inputGate(student, { onInput, pauses: { isPaused: () => true } })(Buffer.concat([handshake, keyA]));
    expect(used).toEqual(['student']);
  });
});

describe('the gateway in front of a machine', () => {
  const atMachine: Buffer[] = [];
  let paused = true;
  let gateway: ListeningGateway;
  const recording: MachineConsoles = {
    pacedOutput: true,
    async open() {
      return {
        connect(browser) {
          browser.send(Buffer.from('RFB 003.008\n', 'latin1'));
          return { send: (bytes) => atMachine.push(Buffer.from(bytes)), close: () => undefined };
        },
      };
    },
    screenshot: () => Promise.reject(new Error('this machine has no screen')),
  };

  beforeAll(async () => {
    gateway = await listeningGateway({
      machineConsoles: recording,
      allowedOrigins: [PORTAL],
      logger: { info: () => undefined, error: () => undefined },
      pauses: { hold: async () => () => undefined, isPaused: () => paused },
    });
  });

  afterAll(() => gateway.close());

  async function openBrowser() {
    const browser = new WebSocket(gateway.addressOf(await gateway.service.issueTicket(student)), 'binary');
    const closed = new Promise<number>((resolve) => browser.once('close', resolve));
    await new Promise((resolve, reject) => browser.once('message', resolve).once('error', reject));
    return { browser, closed };
  }

  async function machineGot(length: number): Promise<Buffer> {
    const deadline = Date.now() + 10_000;
    while (Buffer.concat(atMachine).length < length && Date.now() < deadline) await sleep(20);
    return Buffer.concat(atMachine);
  }

  it('passes the handshake and screen requests of a paused class, and its keys once it resumes', async () => {
    atMachine.length = 0;
    const { browser } = await openBrowser();
    browser.send(Buffer.concat([handshake, keyA, updateRequest]));
    expect(await machineGot(handshake.length + updateRequest.length)).toEqual(
      Buffer.concat([handshake, updateRequest]),
    );
    paused = false;
    browser.send(keyA);
    expect(await machineGot(handshake.length + updateRequest.length + keyA.length)).toEqual(
      Buffer.concat([handshake, updateRequest, keyA]),
    );
    browser.close();
  });

  it('closes a console whose input it cannot read rather than guess, and the machine hears none of it', async () => {
    atMachine.length = 0;
    paused = false;
    const { browser, closed } = await openBrowser();
    browser.send(Buffer.concat([handshake, unknownType]));
    expect(await closed).toBe(UNREADABLE_INPUT_CLOSE_CODE);
    expect(Buffer.concat(atMachine)).toEqual(Buffer.alloc(0));
  });
});
