import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { RfbTestClient, updateRequest, vmwareKey } from '../../../../test-support/rfb-test-client';
import { type ListeningGateway, listeningGateway, PORTAL } from '../../../console/testing/listening-gateway';
import type { MachineChange } from '../../../domain/ports/hypervisor';
import { SCANCODE } from './keyboard';
import { createSimulatedConsoles, type SimulatedConsoles } from './simulated-consoles';

/** The simulated guest behind the console gateway: what a student sees and types on a simulated machine. */

const MACHINE = { vm: 'vm-101', name: 'lab-dc01', labId: 'class-1/alice' };

describe('simulated consoles', () => {
  let consoles: SimulatedConsoles;
  let gateway: ListeningGateway;
  let inputs: string[];
  const clients: RfbTestClient[] = [];

  beforeEach(async () => {
    inputs = [];
    consoles = createSimulatedConsoles({ rebootDelayMs: 150 });
    gateway = await listeningGateway({
      machineConsoles: consoles,
      allowedOrigins: [PORTAL],
      logger: { info: () => undefined, error: () => undefined },
      onInput: (machine) => inputs.push(machine.vm),
    });
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await gateway.close();
  });

  /** The machine changed, as the hypervisor tells both its consoles and the gateway. */
  function changed(state: MachineChange): void {
    consoles.machineChanged(MACHINE, state);
    gateway.service.machineChanged(MACHINE, state);
  }

  async function open(): Promise<RfbTestClient> {
    const client = await RfbTestClient.connect(gateway.addressOf(await gateway.service.issueTicket(MACHINE)));
    clients.push(client);
    return client;
  }

  /** Until the server has closed every console (and kept what each showed). */
  async function allClosed(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (gateway.service.openCount() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(gateway.service.openCount()).toBe(0);
  }

  const openConnected = async () => (await open()).connected();

  it('speaks the RFB 3.8 handshake byte for byte and announces VMware key events', async () => {
    const client = await open();
    expect(client.socket.protocol).toBe('binary');
    const { version, securityTypes, securityResult, serverInit, serverCaps } = await client.handshake();

    expect(version.toString('latin1')).toBe('RFB 003.008\n');
    expect(version.length).toBe(12);
    expect([...securityTypes]).toEqual([1, 1]);
    expect([...securityResult]).toEqual([0, 0, 0, 0]);
    const name = Buffer.from('lab-dc01');
    expect(serverInit.toString('hex')).toBe(
      // 800x600, 32 bpp, depth 24, little-endian, true colour, max 255/255/255, shifts 16/8/0, padding, name
      `03200258${'20180001'}${'00ff00ff00ff'}${'100800'}000000${'00000008'}${name.toString('hex')}`,
    );
    expect(serverCaps.toString('hex')).toBe('7f00000800000002');
  });
  it('answers the first full request with a Raw frame showing the banner and the login prompt', async () => {
    const client = await open();
    await client.handshake();
    client.send(Buffer.from('02000001574d567a', 'hex')); // SetEncodings [VMware ServerCaps]
    client.send(updateRequest(false));
    const update = await client.nextUpdate();

    expect(update.padding).toBe(1); // echoed back as "incremental" by WMKS
    expect(update.rectangles).toHaveLength(1);
    const [rect] = update.rectangles;
    expect(rect).toMatchObject({ x: 0, y: 0, width: 800, height: 600, encoding: 0 });
    expect(rect?.pixels.some((byte) => byte > 0x80)).toBe(true);
    const lines = client.screenText().split('\n');
    expect(lines[0]).toBe('Academy Lab BIOS v1.1');
    expect(lines[1]).toBe('Booting lab-dc01...');
    expect(lines[4]).toBe('lab-dc01 login:');
  });
  it('holds an incremental request until the screen changes, then sends only the changed area', async () => {
    const client = await openConnected();
    client.send(updateRequest(true));
    expect(await client.staysQuiet(200)).toBe(true);

    client.typeText('s');
    const update = await client.nextUpdate();
    const [rect] = update.rectangles;
    expect(update.rectangles).toHaveLength(1);
    expect(rect?.width).toBeLessThan(800);
    expect(client.screenText().split('\n')[4]).toBe('lab-dc01 login: s');
  });
  it('echoes typed keys with Shift, Backspace and Enter, then logs in to a shell prompt', async () => {
    const client = await openConnected();
    client.typeText('Studen');
    client.typeText('x');
    client.tap(SCANCODE.backspace);
    client.typeText('t1\n');
    await client.waitForScreen((text) => text.includes('Password:'));
    expect(client.screenText()).toContain('lab-dc01 login: Student1');
    client.typeText('secret\n');
    const text = await client.waitForScreen((screen) => screen.includes('Student1@lab-dc01:~$'));
    expect(text).toContain('Welcome to lab-dc01, Student1.');
    expect(text).not.toContain('secret');
  });
  it("screenshots the machine's screen: its boot screen, then what its open console shows, encoded again only when it changed", async () => {
    const boot = await gateway.service.screenshot(MACHINE);
    expect(await gateway.service.screenshot(MACHINE)).toBe(boot);
    const client = await openConnected();
    const connected = await gateway.service.screenshot(MACHINE);
    expect(await gateway.service.screenshot(MACHINE)).toBe(connected);
    client.typeText('root');
    await client.waitForScreen((text) => text.includes('login: root'));
    const typed = await gateway.service.screenshot(MACHINE);
    expect(typed).not.toBe(connected);
    expect(Buffer.from(typed).equals(Buffer.from(connected))).toBe(false);
  });
  it('shows a resumed machine as it was suspended, counts typing as input, and boots afresh after any other change', async () => {
    const client = await openConnected();
    client.typeText('student1\n');
    await client.waitForScreen((text) => text.includes('Password:'));
    expect(inputs.length).toBeGreaterThan(0);
    expect(new Set(inputs)).toEqual(new Set([MACHINE.vm]));
    changed('SUSPENDED');
    await allClosed();
    changed('POWERED_ON');
    const resumed = await openConnected();
    expect(resumed.screenText()).toContain('lab-dc01 login: student1');
    expect(resumed.screenText().split('\n').at(-1)).toBe('Password:');
    resumed.close();
    await allClosed();

    // Powered off and on again: a fresh boot.
    changed('POWERED_OFF');
    changed('POWERED_ON');
    const rebooted = await openConnected();
    expect(rebooted.screenText()).not.toContain('student1');
    expect(rebooted.screenText().split('\n')[4]).toBe('lab-dc01 login:');
  });

  it('reboots visibly on Ctrl+Alt+Del', async () => {
    const client = await openConnected();
    client.typeText('x');
    for (const code of [SCANCODE.leftCtrl, SCANCODE.leftAlt, SCANCODE.delete]) client.send(vmwareKey(code, true));
    for (const code of [SCANCODE.delete, SCANCODE.leftAlt, SCANCODE.leftCtrl]) client.send(vmwareKey(code, false));

    await client.waitForScreen((text) => text.includes('Ctrl-Alt-Del received: rebooting...'));
    const rebooted = await client.waitForScreen((text) => !text.includes('rebooting'));
    expect(rebooted.split('\n')[1]).toBe('Booting lab-dc01...');
    expect(rebooted.split('\n')[4]).toBe('lab-dc01 login:');
  });
  it('sends the text of a `copy <text>` line to the browser with ServerCutText', async () => {
    const client = await openConnected();
    client.typeText('copy Hello lab 42\n');
    let message = await client.next();
    while (message[0] !== 3) message = await client.next();

    expect(message.subarray(0, 4).toString('hex')).toBe('03000000');
    expect(message.readUInt32BE(4)).toBe('Hello lab 42'.length);
    expect(message.subarray(8).toString('utf8')).toBe('Hello lab 42');
    await client.waitForScreen((text) => text.includes('Copied to clipboard: Hello lab 42'));
  });
  it('types ClientCutText into the console', async () => {
    const client = await openConnected();
    const text = Buffer.from('pasted');
    const header = Buffer.alloc(8);
    header.writeUInt8(6, 0);
    header.writeUInt32BE(text.length, 4);
    client.send(Buffer.concat([header, text]));
    await client.waitForScreen((screen) => screen.split('\n')[4] === 'lab-dc01 login: pasted');
  });
  it('answers 1,000 full-screen requests sent in one message with one frame', async () => {
    const client = await openConnected();
    const wire = (client.socket as unknown as { _socket: Socket })._socket;
    const before = wire.bytesRead;
    client.send(Buffer.concat(Array.from({ length: 1_000 }, () => updateRequest(false))));
    const update = await client.nextUpdate();
    expect(update.rectangles[0]).toMatchObject({ width: 800, height: 600 });
    expect(await client.staysQuiet(1_000)).toBe(true);
    // One deflated frame of the text console is a few kilobytes.
    expect(wire.bytesRead - before).toBeLessThan(800 * 600 * 4 * 0.02);
  });
});
