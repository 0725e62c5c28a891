import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { authorization, basicAuth, startTestServer, type TestServer } from '../test-support/test-server';

/** Opens 20 sockets to the port, writes the payload on each, never reads, and says so once all are written. */
const FLOOD_SCRIPT = `
const net = require('node:net');
const [port, payload] = process.argv.slice(1);
let written = 0;
for (let i = 0; i < 20; i += 1) {
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.pause();
  socket.on('error', () => {});
  socket.on('connect', () => socket.write(payload, () => { written += 1; if (written === 20) console.log('written'); }));
}
setInterval(() => {}, 1000);
`;

/** One student's credential on many sockets, each writing its calls pipelined and never reading the answers. */
describe('a student pipelining thousands of calls', () => {
  let server: TestServer;
  // Three students of the demo class: the flood spends its student's call rate, the others keep theirs.
  let flooder: string;
  let student: string;
  let reader: string;
  const opened: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ STUDENT_CALLS_PER_SECOND: '5' });
    const [demo] = await server.classes();
    const [first, second, third] = demo?.emails ?? [];
    if (!demo || !first || !second || !third) throw new Error('no demo class of three students');
    flooder = authorization(basicAuth(first, demo.passphrase));
    student = authorization(basicAuth(second, demo.passphrase));
    reader = authorization(basicAuth(third, demo.passphrase));
  });

  afterAll(async () => {
    for (const socket of opened) socket.destroy();
    await server.close();
  });

  function pipelined(path: string, count: number, credential = student): string {
    return `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${credential}\r\n\r\n`.repeat(count);
  }

  /** Writes `payload` on a raw socket; `read` collects what comes back. */
  function rawSocket(payload: string, read?: (text: string) => void): Socket {
    const { port, hostname } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    opened.push(socket);
    socket.on('error', () => undefined);
    if (read) socket.on('data', (chunk) => read(chunk.toString('latin1')));
    else socket.pause();
    socket.on('connect', () => socket.write(payload));
    return socket;
  }

  /** The statuses of the answers on one socket once `count` came or the server closed it, with the text received. */
  function answers(path: string, count: number): Promise<{ statuses: number[]; text: string }> {
    return new Promise((resolve) => {
      let text = '';
      const statusesOf = () => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
      const socket = rawSocket(pipelined(path, count), (chunk) => {
        text += chunk;
        if (statusesOf().length >= count) socket.destroy();
      });
      socket.on('close', () => resolve({ statuses: statusesOf(), text }));
    });
  }

  const refusals = () => server.logLines.filter((line) => line.includes('"status":429')).length;

  it('serves a few of 20 sockets × 500 pipelined calls and drops the rest, so another client’s /healthz is not held up', async () => {
    const before = refusals();
    const linesBefore = server.logLines.length;
    // The flood comes from another process, as it would: only the server's work on it shares this one.
    const { port } = new URL(server.url);
    const flood = spawn(
      process.execPath,
      ['-e', FLOOD_SCRIPT, port, pipelined('/api/training-class/classroom', 500, flooder)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise((resolve) => flood.stdout.once('data', resolve));
    const healthStatuses: number[] = [];
    try {
      // Until the server has refused each flooding socket (at least once each): while it could have been held up.
      while (refusals() - before < 20 || healthStatuses.length < 5) {
        const health = await fetch(`${server.url}/healthz`);
        await health.text();
        healthStatuses.push(health.status);
      }
    } finally {
      flood.kill();
    }
    // At most 8 served and 1 refused per connection: the other 9,820 pipelined calls cost no handler anything.
    const handled = server.logLines
      .slice(linesBefore)
      .filter((line) => line.includes('"route":"/api/training-class/classroom"') || line.includes('"status":429'));
    expect(handled.length).toBeLessThanOrEqual(20 * 9);
    // Answered all along: without the bounds the server parsed and handled all 10,000 calls first, and /healthz waited
    // 5 to 22 s. How long it waits now is bench:reliability's to measure (250 ms at most), not a timed test's.
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
  }, 60_000);

  it('answers the call over the bound on one connection 429 with Retry-After and a reason, then closes it', async () => {
    const { statuses, text } = await answers('/api/training-class/classroom', 20);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(text).toMatch(/Retry-After: 1\r\n/i);
    expect(text).toMatch(/Connection: close\r\n/i);
    expect(text).toContain(
      '"message":"Too many requests on one connection: at most 8 may wait for their answers at once. ' +
        'The connection is closed; the calls sent after this one were not read."',
    );
  });

  it('sends the presented screen once per frame to one client, however fast it asks', async () => {
    const [demo] = await server.classes();
    const vm = demo?.labs.find((lab) => lab.vms.some((machine) => machine.power_state === 'POWERED_ON'))?.vms[0]?.vm;
    if (!demo || !vm) throw new Error('no machine to show');
    const auth = { bearer: await server.instructorToken() };
    expect(
      (await server.call('PUT', `/api/training-class/${demo.id}/presentation`, { auth, body: { vm } })).status,
    ).toBe(200);
    const { statuses, text } = await answers('/api/training-class/presentation/screen', 6);
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    expect(text).toContain('"message":"The presented screen is sent at most once every 1000 ms."');
  });

  it('refuses no ordinary page: a student’s dozen calls, six at a time as a browser sends them', async () => {
    const auth = { header: reader };
    const paths = [
      '/api/training-class/classroom',
      '/api/training-class/messages',
      '/api/training-class/presentation',
      '/api/training-class/manual',
    ].flatMap((path) => [path, path, path]);
    const statuses: number[] = [];
    for (const batch of [paths.slice(0, 6), paths.slice(6)]) {
      statuses.push(
        ...(await Promise.all(batch.map(async (path) => (await server.call('GET', path, { auth })).status))),
      );
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });
});
