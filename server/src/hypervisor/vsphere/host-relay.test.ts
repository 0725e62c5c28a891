import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { WebSocketServer } from 'ws';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import type { BrowserEnd } from '../../domain/ports/machine-consoles';
import { type HostConsole, relayToHost } from './host-relay';
import type { MoRef } from './soap/soap-envelope';
import { acquireWebmksTicket, cloneVm, startTask, waitForTask } from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { moRefOf } from './soap/vim-values';
import { inventoryObject } from './testing/inventory';

const RFB_VERSION = 'RFB 003.008\n';

function portOf(address: AddressInfo | string | null): number {
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

/** A browser's end the test reads: what the relay sends it, and how it is closed. */
function fakeBrowser() {
  const received: Buffer[] = [];
  let closeWith: (closed: { reason: string; code: number }) => void = () => undefined;
  const closed = new Promise<{ reason: string; code: number }>((resolve) => {
    closeWith = resolve;
  });
  const browser: BrowserEnd = {
    send(bytes, sent) {
      received.push(Buffer.from(bytes));
      sent?.();
    },
    queuedBytes: 0,
    close: (reason, code) => closeWith({ reason, code }),
  };
  return { browser, received, closed };
}

async function bytesAtLeast(received: Buffer[], length: number) {
  const deadline = Date.now() + 10_000;
  while (Buffer.concat(received).length < length && Date.now() < deadline) await sleep(20);
  return Buffer.concat(received);
}

describe('the console relay to a simulated host', () => {
  let vcsim: ThrowawayVcsim;
  let client: VimClient;
  let vm: MoRef;

  beforeAll(async () => {
    vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100 });
    client = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    const template = await inventoryObject(client, '/DC0/vm/Courses/Security Fundamentals/kali - Attacker Workstation');
    const labs = await inventoryObject(client, '/DC0/vm/Labs');
    const pool = await inventoryObject(client, '/DC0/host/DC0_C0/Resources');
    const clone = moRefOf(await waitForTask(client, await cloneVm(client, template, labs, 'relayed', { pool })));
    if (!clone) throw new Error('the clone answered no machine');
    vm = clone;
    await waitForTask(client, await startTask(client, 'PowerOnVM_Task', vm));
  });

  afterAll(async () => {
    await client?.close();
    await vcsim?.stop();
  });

  const hostConsole = async () => {
    const ticket = await acquireWebmksTicket(client, vm);
    return { url: `ws://${ticket.host}:${ticket.port}/ticket/${ticket.ticket}` };
  };

  it("carries the host's RFB both ways: the handshake, the machine's name and its screen", async () => {
    const { browser, received } = fakeBrowser();
    const host = relayToHost(browser, await hostConsole());
    const version = (await bytesAtLeast(received, RFB_VERSION.length)).subarray(0, RFB_VERSION.length);
    expect(version.toString()).toBe(RFB_VERSION);
    host.send(Buffer.from(RFB_VERSION));
    expect([...(await bytesAtLeast(received, 14)).subarray(12, 14)]).toEqual([1, 1]);
    host.send(Buffer.from([1]));
    host.send(Buffer.from([1]));
    const init = await bytesAtLeast(received, 14 + 4 + 24 + 'relayed'.length);
    expect(init.subarray(18 + 24).toString()).toBe('relayed');
    const request = Buffer.from([3, 0, 0, 0, 0, 0, 2, 128, 1, 144]);
    host.send(request);
    const screen = await bytesAtLeast(received, init.length + 16 + 640 * 400 * 4);
    expect(screen.length).toBe(init.length + 16 + 640 * 400 * 4);
    host.close();
  });

  it('closes the browser when the machine powers off, as the host ends its console', async () => {
    const { browser, received, closed } = fakeBrowser();
    relayToHost(browser, await hostConsole());
    await bytesAtLeast(received, 12);
    await waitForTask(client, await startTask(client, 'PowerOffVM_Task', vm));
    expect(await closed).toEqual({ reason: 'the host closed the console', code: 1000 });
    await waitForTask(client, await startTask(client, 'PowerOnVM_Task', vm));
  });
});

describe("the host's certificate", () => {
  let host: { url: string; thumbprint: string; ca: string; close: () => Promise<void> };
  /** The credential each upgrade the host took carried. */
  const cookies: Array<string | undefined> = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'esxi-cert-'));
    // The server keeps the key and certificate in memory: their folder goes once they are read.
    let key: Buffer;
    let cert: string;
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      key = readFileSync(path.join(dir, 'key.pem'));
      cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const server = createHttpsServer({ key, cert });
    const wss = new WebSocketServer({ server, handleProtocols: () => 'binary' });
    wss.on('connection', (socket, request) => {
      cookies.push(request.headers.cookie);
      socket.send(Buffer.from(RFB_VERSION));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = {
      url: `wss://127.0.0.1:${portOf(server.address())}/ticket/t`,
      thumbprint: new X509Certificate(cert).fingerprint,
      ca: cert,
      close: () => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  });

  afterAll(() => host?.close());

  async function outcome(console: HostConsole) {
    const { browser, received, closed } = fakeBrowser();
    const relayed = relayToHost(browser, console);
    // Until the host's first message (its RFB version) has come through, or the relay closed the browser's end.
    let ended: { reason: string; code: number } | undefined;
    void closed.then((close) => {
      ended = close;
    });
    const deadline = Date.now() + 10_000;
    while (!ended && Buffer.concat(received).length < RFB_VERSION.length && Date.now() < deadline) await sleep(20);
    relayed.close();
    return {
      code: ended?.code ?? 'open',
      bytes: Buffer.concat(received).toString(),
      closes: ended ? [ended.reason] : [],
    };
  }

  it("relays to a host whose certificate has vCenter's thumbprint", async () => {
    expect((await outcome({ url: host.url, sslThumbprint: host.thumbprint.toLowerCase() })).bytes).toBe(RFB_VERSION);
  });

  it('refuses a host with another thumbprint before a byte flows', async () => {
    const refused = await outcome({
      url: host.url,
      sslThumbprint: '00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33',
    });
    expect(refused).toEqual({
      code: 1011,
      bytes: '',
      closes: ["the host's certificate was refused: its thumbprint differs"],
    });
  });

  it('carries the headers the host asks of the upgrade (a credential beside the ticket)', async () => {
    cookies.length = 0;
    const relayed = await outcome({ url: host.url, ca: host.ca, headers: { cookie: 'session=s3cret' } });
    expect(relayed.bytes).toBe(RFB_VERSION);
    expect(cookies).toEqual(['session=s3cret']);
  });

  it('without a thumbprint, relays only to a host the CA vouches for', async () => {
    expect((await outcome({ url: host.url })).code).toBe(1011);
    expect((await outcome({ url: host.url, ca: host.ca })).bytes).toBe(RFB_VERSION);
  });
});
