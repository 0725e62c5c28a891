import { type AddressInfo, connect, type Socket } from 'node:net';
import { CONSOLE_REPLACED_CLOSE_CODE } from '@academy/api';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { RfbTestClient, updateRequest, vmwareKey } from '../../test-support/rfb-test-client';
import { createSimulatedConsoles } from '../hypervisor/simulated/console/simulated-consoles';
import {
  CONSOLE_MAX_BUFFERED_BYTES,
  CONSOLE_MAX_MESSAGE_BYTES,
  CONSOLE_UNREAD_CLOSE_CODE,
  createConsoleService,
  MAX_CONSOLES_PER_LAB,
} from './index';
import { type ListeningGateway, listeningGateway, PORTAL, tokenOf } from './testing/listening-gateway';

/** The gateway's policy, whatever shows the machines' screens: here the simulated guests. */

const MACHINE = { vm: 'vm-101', name: 'lab-dc01', labId: 'class-1/alice' };
const FRONT_END_ELSEWHERE = 'https://academy.example';
const silent = { info: () => undefined, error: () => undefined };

describe('console service', () => {
  let gateway: ListeningGateway;
  let clock: number;
  let logged: string[];
  const clients: RfbTestClient[] = [];

  beforeEach(async () => {
    clock = Date.now();
    logged = [];
    gateway = await listeningGateway({
      machineConsoles: createSimulatedConsoles({ rebootDelayMs: 150 }),
      allowedOrigins: [PORTAL, FRONT_END_ELSEWHERE],
      logger: { info: (line) => logged.push(line), error: (line) => logged.push(line) },
      ticketTtlMs: 60_000,
      now: () => clock,
    });
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await gateway.close();
  });

  const urlFor = (token: string) => gateway.tokenAddress(token);
  const port = () => (gateway.server.address() as AddressInfo).port;

  async function open(machine = MACHINE): Promise<RfbTestClient> {
    const client = await RfbTestClient.connect(gateway.addressOf(await gateway.service.issueTicket(machine)));
    clients.push(client);
    return client;
  }

  const openConnected = async () => (await open()).connected();

  it('deflates the screen on the wire (permessage-deflate): the first full frame arrives in under 2 % of its size', async () => {
    const client = await open();
    expect(client.socket.extensions).toContain('permessage-deflate');
    await client.handshake();
    const wire = (client.socket as unknown as { _socket: { bytesRead: number } })._socket;
    const before = wire.bytesRead;
    client.send(updateRequest(false));
    await client.nextUpdate();
    const frameBytes = 800 * 600 * 4;
    expect(wire.bytesRead - before).toBeLessThan(frameBytes * 0.02);
  });

  it('stays in sync across pointer, wheel and other VMware messages split over frames', async () => {
    const client = await openConnected();
    const pointer = Buffer.from('0501000a0014', 'hex');
    const wheel = Buffer.alloc(19);
    wheel.writeUInt8(127, 0);
    wheel.writeUInt8(2, 1);
    wheel.writeUInt16BE(19, 2);
    wheel.writeUInt8(1, 4);
    wheel.writeInt8(-1, 17);
    const vmwareAck = Buffer.from('7f04000800000014', 'hex');
    const stream = Buffer.concat([pointer, wheel, vmwareAck, vmwareKey(0x17, true), vmwareKey(0x17, false)]);
    client.send(stream.subarray(0, 9));
    client.send(stream.subarray(9, 30));
    client.send(stream.subarray(30));

    await client.waitForScreen((text) => text.split('\n')[4] === 'lab-dc01 login: i');
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('closes the connection on an unknown message type, with a reason and one log line', async () => {
    const client = await openConnected();
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );
    client.send(Uint8Array.of(200));
    const reason = "the console's input could not be read: unknown client message type 200";
    expect(await closed).toEqual({ code: 1002, reason });
    expect(logged).toEqual([`Console of vm-101 in lab class-1/alice closed: ${reason}`]);
  });

  it('accepts a ticket once only', async () => {
    const token = tokenOf(await gateway.service.issueTicket(MACHINE));
    clients.push(await RfbTestClient.connect(urlFor(token)));
    await expect(RfbTestClient.connect(urlFor(token))).rejects.toThrow('HTTP 403');
  });

  it('refuses an expired ticket', async () => {
    const ticket = await gateway.service.issueTicket(MACHINE);
    const { expiresAt } = ticket;
    const token = tokenOf(ticket);
    expect(expiresAt.getTime()).toBe(clock + 60_000);
    clock += 60_001;
    await expect(RfbTestClient.connect(urlFor(token))).rejects.toThrow('HTTP 403');
  });

  it('refuses an unknown token', async () => {
    await expect(RfbTestClient.connect(urlFor('not-a-ticket'))).rejects.toThrow('HTTP 403');
  });

  it('expires tickets after 60 seconds by default', async () => {
    const defaults = createConsoleService({
      machineConsoles: createSimulatedConsoles(),
      publicOrigin: PORTAL,
      allowedOrigins: [PORTAL],
      logger: silent,
    });
    const before = Date.now();
    const { expiresAt } = await defaults.issueTicket(MACHINE);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(expiresAt.getTime() - before).toBeLessThan(61_000);
    return defaults.close();
  });

  it('closes every console socket on close()', async () => {
    const first = await openConnected();
    const second = await open();
    const closed = [first, second].map(
      (client) => new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code))),
    );
    await gateway.service.close();
    expect(await Promise.all(closed)).toEqual([1001, 1001]);
  });
  /** A WebSocket upgrade request as raw text; extra header lines end in CRLF. */
  function upgradeRequest(path: string, extraHeaders = ''): string {
    return (
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extraHeaders}\r\n`
    );
  }

  /** Sends a WebSocket upgrade on a raw socket; resolves with what the server wrote once it closed the socket. */
  function rawUpgrade(path: string, extraHeaders = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port(), '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(upgradeRequest(path, extraHeaders));
    });
  }

  /** Opens a console on a raw socket that reads everything and answers nothing, not even a close frame. */
  function deafConsole(token: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port(), '127.0.0.1');
      let head = '';
      const readHead = (chunk: Buffer): void => {
        head += chunk.toString('latin1');
        if (!head.includes('\r\n\r\n')) return;
        socket.off('data', readHead);
        socket.on('data', () => undefined);
        if (head.startsWith('HTTP/1.1 101 ')) resolve(socket);
        else reject(new Error(head.split('\r\n')[0]));
      };
      socket.on('data', readHead);
      socket.on('error', reject);
      socket.write(upgradeRequest(`/console/${token}`, 'Sec-WebSocket-Protocol: binary\r\n'));
    });
  }

  /** The HTTP status an upgrade from a page of this origin gets (101 when it opens). */
  function upgradeStatusFrom(origin: string, token: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(urlFor(token), ['binary'], { origin });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('error', reject);
    });
  }

  it('refuses with 403 a console upgrade from a page of any other origin, and keeps its ticket for the portal', async () => {
    const token = tokenOf(await gateway.service.issueTicket(MACHINE));
    const foreign = ['https://evil.example', 'null', 'http://portal.test:8081', 'https://portal.test:8080', 'x'];
    for (const origin of foreign) {
      expect(await rawUpgrade(`/console/${token}`, `Origin: ${origin}\r\n`)).toMatch(/^HTTP\/1\.1 403 /);
    }
    expect(await upgradeStatusFrom('http://Portal.test:8080', token)).toBe(101);
    expect(await upgradeStatusFrom(FRONT_END_ELSEWHERE, tokenOf(await gateway.service.issueTicket(MACHINE)))).toBe(101);
  });

  // Without the grace the connection would stay open and this test would time out; its length is not timed here.
  it('frees the connection after a protocol error, though the client never answers the close', async () => {
    const socket = await deafConsole(tokenOf(await gateway.service.issueTicket(MACHINE)));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // A masked binary frame (a zero mask leaves the payload as is) holding no RFB version.
    const notAVersion = Buffer.from('GET / HTTP/1', 'latin1');
    socket.write(Buffer.concat([Uint8Array.of(0x82, 0x80 | notAVersion.length, 0, 0, 0, 0), notAVersion]));
    await closed;
  });

  /** A console past its handshake whose frames travel uncompressed, so what it does not read stays queued. */
  async function uncompressedConsole(): Promise<WebSocket> {
    const socket = new WebSocket(urlFor(tokenOf(await gateway.service.issueTicket(MACHINE))), ['binary'], {
      perMessageDeflate: false,
    });
    await new Promise<void>((resolve, reject) => {
      let received = 0;
      // Version, security types, security result, ServerInit and ServerCaps.
      socket.on('message', () => ++received === 5 && resolve());
      socket.once('open', () =>
        socket.send(Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Uint8Array.of(1, 1)])),
      );
      socket.once('error', reject);
    });
    return socket;
  }

  it(`closes a console whose client reads nothing while its output passes ${CONSOLE_MAX_BUFFERED_BYTES / 2 ** 20} MiB, with a reason and one log line`, async () => {
    const socket = await uncompressedConsole();
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );
    const wire = (socket as unknown as { _socket: Socket })._socket;
    wire.pause();
    // Each pasted `copy <text>` line sends its text back to the browser: as much output as input, none of it read.
    const line = `copy ${'x'.repeat(190)}\n`;
    const text = Buffer.from(line.repeat(Math.floor((CONSOLE_MAX_MESSAGE_BYTES - 8) / line.length)), 'latin1');
    const header = Buffer.alloc(8);
    header.writeUInt8(6, 0);
    header.writeUInt32BE(text.length, 4);
    for (let sent = 0; logged.length === 0 && sent < 64 * 1024 * 1024; sent += text.length) {
      socket.send(Buffer.concat([header, text]));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(logged).toEqual([
      expect.stringMatching(
        /^Console of vm-101 in lab class-1\/alice closed: its client left \d+\.\d MB of output unread$/,
      ),
    ]);
    // Read at last, the queued output ends with the close frame, sent within the grace before the socket is cut.
    wire.resume();
    expect(await closed).toEqual({ code: CONSOLE_UNREAD_CLOSE_CODE, reason: 'console output not read by the client' });
  });

  it('answers an upgrade to any other path with 404 and closes the socket, so upgrades cannot pile up', async () => {
    for (const path of ['/', '/api/training-class/login', '/consoles/x', '/console/', '/console/a/b', '/%E0%A4%A']) {
      expect(await rawUpgrade(path)).toMatch(/^HTTP\/1\.1 404 /);
    }
    expect(await rawUpgrade('/console/no-such-ticket')).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('closes a console that sends a message larger than the limit', async () => {
    const client = await open();
    await client.handshake();
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code: number) => resolve(code)));
    client.send(new Uint8Array(CONSOLE_MAX_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
  });
  it('closes an open console and revokes unused tickets when its machine powers off, is suspended or removed', async () => {
    for (const state of ['POWERED_OFF', 'SUSPENDED', 'DELETED'] as const) {
      const client = await openConnected();
      const unused = await gateway.service.issueTicket(MACHINE);
      const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
      gateway.service.machineChanged(MACHINE, state);
      await closed;
      await expect(RfbTestClient.connect(urlFor(tokenOf(unused)))).rejects.toThrow(/403/);
    }
  });

  it('keeps consoles of other machines, and of the same machine id in another lab, open', async () => {
    const client = await openConnected();
    gateway.service.machineChanged({ vm: 'vm-202', labId: MACHINE.labId }, 'POWERED_OFF');
    gateway.service.machineChanged({ vm: MACHINE.vm, labId: 'class-2/bob' }, 'DELETED');
    gateway.service.machineChanged(MACHINE, 'POWERED_ON');
    const ticket = await gateway.service.issueTicket(MACHINE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    clients.push(await RfbTestClient.connect(urlFor(tokenOf(ticket))));
  });
  it(`keeps at most ${MAX_CONSOLES_PER_LAB} consoles open per lab, closing the oldest when another opens`, async () => {
    const first = await openConnected();
    const firstClosed = new Promise<number>((resolve) => first.socket.once('close', (code: number) => resolve(code)));
    const others = [];
    for (let i = 0; i < MAX_CONSOLES_PER_LAB; i += 1) others.push(await openConnected());
    expect(await firstClosed).toBe(CONSOLE_REPLACED_CLOSE_CODE);
    const otherLab = await open({ ...MACHINE, labId: 'class-1/bob' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...others, otherLab].every((client) => client.socket.readyState === client.socket.OPEN)).toBe(true);
  });
});

describe('console service redeeming a ticket', () => {
  const inventory = new Map<string, { labId: string; powerState: string }>();
  let gateway: ListeningGateway;

  beforeEach(async () => {
    inventory.clear();
    gateway = await listeningGateway({
      machineConsoles: createSimulatedConsoles(),
      allowedOrigins: [PORTAL],
      logger: silent,
      machines: { machine: async (vm) => inventory.get(vm) },
    });
  });

  afterEach(() => gateway.close());

  function connectWith(token: string): Promise<RfbTestClient> {
    return RfbTestClient.connect(gateway.tokenAddress(token));
  }

  it("opens only while the machine is still in the ticket's lab and powered on, whatever events said", async () => {
    const refused: Array<{ labId: string; powerState: string } | undefined> = [
      { labId: MACHINE.labId, powerState: 'POWERED_OFF' },
      { labId: MACHINE.labId, powerState: 'SUSPENDED' },
      { labId: 'class-2/alice', powerState: 'POWERED_ON' },
      undefined,
    ];
    for (const now of refused) {
      if (now) inventory.set(MACHINE.vm, now);
      else inventory.delete(MACHINE.vm);
      await expect(connectWith(tokenOf(await gateway.service.issueTicket(MACHINE)))).rejects.toThrow('HTTP 403');
    }
    inventory.set(MACHINE.vm, { labId: MACHINE.labId, powerState: 'POWERED_ON' });
    const client = await connectWith(tokenOf(await gateway.service.issueTicket(MACHINE)));
    expect(client.socket.protocol).toBe('binary');
    client.close();
  });
});
