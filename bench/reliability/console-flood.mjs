// The console amplification attempt: a student's console sends 3 KB of full-screen FramebufferUpdateRequests (each
// asks for a raw 800x600 frame of 1.92 MB) and never reads, with and without compression; then one sends a single
// 10 KB WebSocket message holding 1,000 of them. For each, the server process's memory growth (peak VmRSS) and CPU
// time (utime + stime) until it is idle again, read from /proc, and how long another student's sign-in takes
// meanwhile. Each row's `framesSent` is what reached the client once it read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basicAuth, call, classViews } from './api.mjs';
import { openRawWebSocket } from './raw-websocket.mjs';

const FULL_SCREEN_REQUEST = Buffer.from('03000000000003200258', 'hex');
/** Version, security type None and ClientInit, in one message. */
const HANDSHAKE = Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Buffer.from([1, 1])]);
/** The server's answers to it: version, security types, security result, ServerInit and ServerCaps. */
const HANDSHAKE_MESSAGES = 5;
const RSS_SAMPLE_MS = 50;
/** The server is idle again once it used less CPU than this over a second. */
const IDLE_CPU_SECONDS_PER_SECOND = 0.05;
const MAX_WAIT_MS = 120_000;

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name in parentheses, fields start at the 3rd: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A powered-on machine of a running class, its student's credential, and another student's of the same class. */
async function consoleOwnerAndOtherStudent(baseUrl) {
  for (const view of await classViews(baseUrl)) {
    if (view.status !== 'RUNNING') continue;
    const lab = view.labs.find((candidate) => candidate.vms.some((vm) => vm.power_state === 'POWERED_ON'));
    if (!lab) continue;
    const other = view.labs.find((candidate) => candidate.email !== lab.email) ?? lab;
    return {
      vm: lab.vms.find((vm) => vm.power_state === 'POWERED_ON').vm,
      owner: basicAuth(lab.email, view.passphrase),
      otherStudent: basicAuth(other.email, view.passphrase),
    };
  }
  throw new Error('No running class with a powered-on machine to open a console on');
}

async function openConsole(baseUrl, { vm, owner }, options) {
  const { status, body } = await call(baseUrl, 'POST', `/api/training-class/vm/${encodeURIComponent(vm)}/ticket`, {
    headers: { authorization: owner },
  });
  if (status !== 200) throw new Error(`console ticket refused with HTTP ${status}`);
  const client = await openRawWebSocket(body.ticket, options);
  client.send(HANDSHAKE);
  await client.waitForMessages(HANDSHAKE_MESSAGES);
  return client;
}

async function timedSignIn(baseUrl, credential) {
  const started = performance.now();
  const { status } = await call(baseUrl, 'POST', '/api/training-class/login', {
    headers: { authorization: credential },
    timeoutMs: MAX_WAIT_MS,
  }).catch((error) => ({ status: `failed: ${error.cause?.code ?? error.name}` }));
  return { signInMs: Math.round(performance.now() - started), signInStatus: status };
}

/** Waits until the server has been idle for a second (or the bound passed); answers the seconds waited. */
async function idle(pid, started) {
  let before = cpuSeconds(pid);
  for (;;) {
    await sleep(1_000);
    const now = cpuSeconds(pid);
    if (now - before < IDLE_CPU_SECONDS_PER_SECOND || performance.now() - started > MAX_WAIT_MS) break;
    before = now;
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Runs `attack` (which sends the requests), a sign-in at once after it, and measures the server until idle. */
async function measure(baseUrl, pid, otherStudent, attack) {
  const rssBeforeMb = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), RSS_SAMPLE_MS);
  const started = performance.now();
  attack();
  const signIn = await timedSignIn(baseUrl, otherStudent);
  const idleAfterSeconds = await idle(pid, started);
  clearInterval(sampler);
  return {
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
    rssGrowthMb: Math.round(rssPeakMb - rssBeforeMb),
    // What the server still holds once idle (for a client that does not read: until it disconnects).
    rssIdleMb: Math.round(rssMb(pid)),
    cpuSeconds: Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100,
    ...signIn,
    idleAfterSeconds,
  };
}

const requests = (count) => Buffer.concat(Array.from({ length: count }, () => FULL_SCREEN_REQUEST));

/** Resolves once no message has arrived for a second; answers how many frames came after the handshake. */
async function framesWhenQuiet(client) {
  let seen = -1;
  while (client.messages !== seen && !client.closed) {
    seen = client.messages;
    await sleep(1_000);
  }
  return client.messages - HANDSHAKE_MESSAGES;
}

/**
 * A client sends 3 KB of full-screen requests and reads nothing until the server is idle again. Compressed, as a
 * browser's, the frames cost the server CPU; uncompressed, each one is 1.92 MB of the server's memory.
 */
export async function floodNotReading(baseUrl, pid, { compressed }) {
  const target = await consoleOwnerAndOtherStudent(baseUrl);
  const client = await openConsole(baseUrl, target, { compressed });
  client.stopReading();
  const measured = await measure(baseUrl, pid, target.otherStudent, () => client.send(requests(300)));
  client.resumeReading();
  const framesSent = await framesWhenQuiet(client);
  client.destroy();
  return {
    attack: `300 requests (3 KB), not read, ${compressed ? 'compressed' : 'uncompressed'}`,
    framesSent,
    kilobytesOnWire: Math.round(client.bytes / 1e3),
    ...measured,
  };
}

/** A client sends 1,000 full-screen requests in one 10 KB message, and reads. */
export async function floodOneMessage(baseUrl, pid) {
  const target = await consoleOwnerAndOtherStudent(baseUrl);
  const client = await openConsole(baseUrl, target);
  const measured = await measure(baseUrl, pid, target.otherStudent, () => client.send(requests(1_000)));
  const framesSent = await framesWhenQuiet(client);
  client.destroy();
  return {
    attack: '1,000 requests in one message',
    framesSent,
    kilobytesOnWire: Math.round(client.bytes / 1e3),
    ...measured,
  };
}

/** The smaller attacks first: the memory a process took stays in its RSS and would hide the next one's growth. */
export async function floodConsole(baseUrl, pid) {
  return [
    await floodNotReading(baseUrl, pid, { compressed: true }),
    await floodNotReading(baseUrl, pid, { compressed: false }),
    await floodOneMessage(baseUrl, pid),
  ];
}
