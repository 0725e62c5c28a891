import type { TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type HostileRequest, hostileRequests } from '../../test-support/hostile-requests';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const CORPUS_SIZE = 1_200;
const CONCURRENCY = 8;

let server: TestServer;
let corpus: HostileRequest[];

beforeAll(async () => {
  // A high failure limit: the corpus's wrong passphrases must not turn every later student call into a 429.
  server = await startTestServer({ LOGIN_MAX_FAILURES: '100000', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
  const instructorToken = await server.instructorToken();
  const [demo] = await server.classes();
  if (!demo) throw new Error('no demo class');
  const bearer = { bearer: instructorToken };
  const classes = (await server.call<TrainingClass[]>('GET', '/api/training-class', { auth: bearer })).body;
  const courses = (await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: bearer })).body;
  corpus = hostileRequests({
    seed: 2026,
    count: CORPUS_SIZE,
    student: { username: demo.emails[0] ?? '', passphrase: demo.passphrase },
    instructorToken,
    ids: { vm: demo.labs[0]?.vms[0]?.vm, classId: classes[0]?.id, courseId: courses[0]?.id },
  });
});

afterAll(async () => {
  await server.close();
});

interface Answer {
  request: HostileRequest;
  status: number;
  body: string;
}

async function send(request: HostileRequest): Promise<Answer> {
  const response = await fetch(server.url + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { request, status: response.status, body: await response.text() };
}

describe('a corpus of hostile requests across every API route', () => {
  it(`answers all ${CORPUS_SIZE} with no 5xx, and every refusal with the JSON error body`, async () => {
    const answers: Answer[] = [];
    for (let next = 0; next < corpus.length; next += CONCURRENCY) {
      answers.push(...(await Promise.all(corpus.slice(next, next + CONCURRENCY).map(send))));
    }
    const serverErrors = answers.filter((answer) => answer.status >= 500);
    expect(
      serverErrors.map((a) => `${a.status} ${a.request.method} ${a.request.path} ${a.request.body?.slice(0, 120)}`),
    ).toEqual([]);
    const badBodies = answers.filter((answer) => {
      if (answer.status < 400) return false;
      try {
        const body = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
        return typeof body.error !== 'string' || typeof body.message !== 'string';
      } catch {
        return true;
      }
    });
    expect(badBodies.map((a) => `${a.status} ${a.request.method} ${a.request.path}: ${a.body.slice(0, 80)}`)).toEqual(
      [],
    );
    // The corpus reaches the handlers, not only the authentication in front of them.
    expect(new Set(answers.map((answer) => answer.status)).size).toBeGreaterThan(4);
    expect(server.errors).toEqual([]);
  }, 120_000);
});
