// Students' push channels on one instance (loopback, bounded: 60 s of messages): 10 running classes of 15 students,
// each student's channel (GET /api/training-class/events, read with fetch as the page does) open for the whole
// minute, while the instructor sends every class a message every 2 s. Measures how long each message took to reach
// each student (p50, p95, max: from before the instructor's POST to the student's read of the event), whether every
// student got exactly their class's messages, and what the open channels hold: the server's resident memory and file
// descriptors before, with the channels open, and after they closed. Prints a table and writes
// bench/results/push-channels.json. No front-end build needed; Linux (/proc) for memory and descriptors.
// Usage: node bench/push-channels.mjs
import { mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basicAuth, call, classViews, instructorToken, percentile, settle } from './reliability/api.mjs';
import { startBenchServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLASSES = 10;
const STUDENTS = 15;
const HOLD_MS = 60_000;
const SEND_EVERY_MS = 2_000;
const PREFIX = 'bench message';

const ENV = {
  ENABLE_TEST_HOOKS: '1',
  HYPERVISOR_SPEED: '0',
  IDLE_SUSPEND_MINUTES: '0',
  LOGIN_MAX_FAILURES: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  METRICS_TOKEN: 'push-channels-bench',
};

/** A gauge of the server's /metrics (Prometheus text). */
async function gauge(baseUrl, name) {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${ENV.METRICS_TOKEN}` } });
  const line = (await response.text()).split('\n').find((text) => text.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.slice(name.length + 1));
}

/**
 * The server process's resident memory and V8 heap in use (MB), its open push channels, file descriptors and, of
 * those, sockets (/proc).
 */
async function held(pid, baseUrl) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  const fds = await readdir(`/proc/${pid}/fd`);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return {
    rssMb: rssKb / 1024,
    heapMb: (await gauge(baseUrl, 'nodejs_heap_size_used_bytes')) / 1024 / 1024,
    pushChannels: await gauge(baseUrl, 'push_channels_open'),
    descriptors: fds.length,
    sockets: targets.filter((target) => target.startsWith('socket:')).length,
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ten classes of fifteen starting tomorrow, so running now (labs are provisioned from the day before; at once on the
 * instant simulator), with their credentials.
 */
async function createClasses(baseUrl, token) {
  const auth = { authorization: `Bearer ${token}` };
  const courses = (await call(baseUrl, 'GET', '/api/training-course', { headers: auth })).body;
  const course = courses.find((item) => item.status === 'ACTIVE' && item.vms.length > 0);
  if (!course) throw new Error('no active course with machines');
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(0, 0, 0, 0);
  const ids = [];
  for (let index = 0; index < CLASSES; index += 1) {
    const { status, body } = await call(baseUrl, 'POST', '/api/training-class', {
      headers: auth,
      body: {
        name: `Push bench ${index + 1}`,
        courseId: course.id,
        timeZone: 'UTC',
        startDate: tomorrow.toISOString(),
        endDate: new Date(tomorrow.getTime() + 3 * 86_400_000).toISOString(),
        instructor: 'ada@academy.test',
        attendees: STUDENTS,
      },
    });
    if (status !== 201 && status !== 200) throw new Error(`creating a class answered ${status}`);
    ids.push(body.id);
  }
  await settle(baseUrl, 300_000);
  return (await classViews(baseUrl)).filter((view) => ids.includes(view.id));
}

/** One student's channel: every message notice's arrival time, by its text. */
async function openChannel(baseUrl, email, passphrase) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/training-class/events`, {
    headers: { authorization: basicAuth(email, passphrase), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`${email}'s channel answered ${response.status}`);
  const arrivals = new Map();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const done = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        const notice = data ? JSON.parse(data) : undefined;
        if (notice?.kind === 'message') arrivals.set(notice.message.text, performance.now());
      }
    }
  })();
  return { arrivals, close: () => controller.abort(), done };
}

const server = await startBenchServer(ENV, { quiet: true });
try {
  const token = await instructorToken(server.url);
  const classes = await createClasses(server.url, token);
  await pause(2_000);
  const before = await held(server.pid, server.url);

  const channels = [];
  for (const view of classes) {
    for (const email of view.emails) {
      channels.push({ classId: view.id, ...(await openChannel(server.url, email, view.passphrase)) });
    }
  }
  await pause(2_000);
  const open = await held(server.pid, server.url);

  // Every 2 s a message to each class; its send time is taken before the POST (the student's delay includes it).
  const sent = new Map();
  const postTimes = [];
  const started = performance.now();
  for (let round = 0; performance.now() - started < HOLD_MS; round += 1) {
    const roundAt = performance.now();
    await Promise.all(
      classes.map(async (view, index) => {
        const text = `${PREFIX} ${round}/${index}`;
        const at = performance.now();
        sent.set(text, { at, classId: view.id });
        const { status } = await call(server.url, 'POST', `/api/training-class/${view.id}/messages`, {
          headers: { authorization: `Bearer ${token}` },
          body: { text },
        });
        if (status !== 201 && status !== 200) throw new Error(`sending ${text} answered ${status}`);
        postTimes.push(performance.now() - at);
      }),
    );
    await pause(Math.max(0, SEND_EVERY_MS - (performance.now() - roundAt)));
  }
  await pause(2_000);
  const afterMinute = await held(server.pid, server.url);

  const delays = [];
  let missing = 0;
  let strays = 0;
  for (const channel of channels) {
    for (const [text, { at, classId }] of sent) {
      const arrived = channel.arrivals.get(text);
      if (classId !== channel.classId) {
        if (arrived !== undefined) strays += 1;
      } else if (arrived === undefined) missing += 1;
      else delays.push(arrived - at);
    }
  }
  delays.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);

  for (const channel of channels) channel.close();
  await Promise.all(channels.map((channel) => channel.done));
  // A closed channel's socket is released within seconds, not at once: measured after 10 s.
  await pause(10_000);
  const closed = await held(server.pid, server.url);
  const { body: streams } = await call(server.url, 'GET', '/__test__/event-streams');

  const round = (value) => Math.round(value * 10) / 10;
  const perChannelKb = ((open.rssMb - before.rssMb) * 1024) / channels.length;
  const result = {
    cores: os.cpus().length,
    classes: CLASSES,
    studentsPerClass: STUDENTS,
    channels: channels.length,
    heldSeconds: HOLD_MS / 1000,
    messagesSent: sent.size,
    deliveriesExpected: sent.size * STUDENTS,
    delivered: delays.length,
    missing,
    deliveredToAnotherClass: strays,
    deliveryMs: {
      p50: round(percentile(delays, 0.5)),
      p95: round(percentile(delays, 0.95)),
      p99: round(percentile(delays, 0.99)),
      max: round(delays.at(-1) ?? 0),
    },
    instructorPostMs: { p50: round(percentile(postTimes, 0.5)), p95: round(percentile(postTimes, 0.95)) },
    rssMb: {
      before: round(before.rssMb),
      channelsOpen: round(open.rssMb),
      afterMinute: round(afterMinute.rssMb),
      closed: round(closed.rssMb),
    },
    heapMb: {
      before: round(before.heapMb),
      channelsOpen: round(open.heapMb),
      afterMinute: round(afterMinute.heapMb),
      closed: round(closed.heapMb),
    },
    pushChannelsOpen: { before: before.pushChannels, channelsOpen: open.pushChannels, closed: closed.pushChannels },
    rssPerChannelKb: Math.round(perChannelKb),
    heapPerChannelKb: Math.round(((open.heapMb - before.heapMb) * 1024) / channels.length),
    descriptors: {
      before: before.descriptors,
      channelsOpen: open.descriptors,
      afterMinute: afterMinute.descriptors,
      closed: closed.descriptors,
    },
    sockets: {
      before: before.sockets,
      channelsOpen: open.sockets,
      afterMinute: afterMinute.sockets,
      closed: closed.sockets,
    },
    watchersLeftAfterClose: streams?.watchers ?? null,
  };
  console.log(
    `\n${CLASSES} classes x ${STUDENTS} students, push channels open ${HOLD_MS / 1000} s, a message per class every ${SEND_EVERY_MS / 1000} s, ${result.cores} cores`,
  );
  console.table({
    deliveries: {
      expected: result.deliveriesExpected,
      delivered: result.delivered,
      missing,
      'to another class': strays,
    },
  });
  console.table({ 'delivery (ms)': result.deliveryMs, 'instructor POST (ms)': result.instructorPostMs });
  console.table({
    'RSS (MB)': result.rssMb,
    'heap used (MB)': result.heapMb,
    'push channels': result.pushChannelsOpen,
    descriptors: result.descriptors,
    sockets: result.sockets,
  });
  console.log(
    `Per open channel: ${result.rssPerChannelKb} KB resident, ${result.heapPerChannelKb} KB heap; watchers left: ${result.watchersLeftAfterClose}`,
  );
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(path.join(here, 'results', 'push-channels.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}
