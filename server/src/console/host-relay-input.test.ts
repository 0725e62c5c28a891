import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { WebSocket, WebSocketServer } from 'ws';
import { relayToHost } from './host-relay';

/**
 * The relay of a host's console drops the browser's input while it may not act on the guest (an instructor watching, a
 * paused class): a fake host records every byte it gets.
 */

const handshake = Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Buffer.from([1, 1])]);
const updateRequest = Buffer.from([3, 1, 0, 0, 0, 0, 3, 32, 2, 88]);
const keyA = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);

let host: WebSocketServer;
let relay: WebSocketServer;
const atHost: Buffer[] = [];
let allowed = false;
let inputs = 0;

beforeAll(async () => {
  host = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  host.on('connection', (socket) => socket.on('message', (data: Buffer) => atHost.push(data)));
  relay = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  relay.on('connection', (socket) => {
    relayToHost(
      socket,
      { url: `ws://127.0.0.1:${(host.address() as AddressInfo).port}/` },
      { acceptsInput: () => allowed, onInput: () => (inputs += 1) },
    );
  });
  await Promise.all([host, relay].map((server) => new Promise((resolve) => server.once('listening', resolve))));
});

afterAll(async () => {
  for (const server of [relay, host]) {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function openBrowser() {
  const browser = new WebSocket(`ws://127.0.0.1:${(relay.address() as AddressInfo).port}/`);
  const closed = new Promise<number>((resolve) => browser.once('close', resolve));
  await new Promise((resolve, reject) => browser.once('open', resolve).once('error', reject));
  return { browser, closed };
}

async function hostGot(length: number): Promise<Buffer> {
  const deadline = Date.now() + 3_000;
  while (Buffer.concat(atHost).length < length && Date.now() < deadline) await sleep(20);
  return Buffer.concat(atHost);
}

describe('the relay to a host, for a console that may not act on the guest', () => {
  it('passes the handshake and screen requests, drops keys until input is allowed, and counts what passes', async () => {
    const { browser } = await openBrowser();
    browser.send(Buffer.concat([handshake, keyA, updateRequest]));
    expect(await hostGot(handshake.length + updateRequest.length)).toEqual(Buffer.concat([handshake, updateRequest]));
    expect(inputs).toBe(0);
    allowed = true;
    browser.send(keyA);
    expect(await hostGot(handshake.length + updateRequest.length + keyA.length)).toEqual(
      Buffer.concat([handshake, updateRequest, keyA]),
    );
    expect(inputs).toBe(1);
    browser.close();
  });

  it('closes a console whose input it cannot read rather than guess', async () => {
    atHost.length = 0;
    const { browser, closed } = await openBrowser();
    browser.send(Buffer.concat([handshake, Buffer.from([200, 0, 0, 0])]));
    expect(await closed).toBe(1002);
    expect(Buffer.concat(atHost)).toEqual(Buffer.alloc(0));
  });
});
