import fc from 'fast-check';

/** One request of the hostile corpus, ready for fetch(). */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HostileCorpusOptions {
  /** The same seed gives the same corpus, so a failure can be replayed. */
  seed: number;
  count: number;
  /** A real student, so some requests get past authentication and reach the handlers. */
  student: { username: string; passphrase: string };
  instructorToken: string;
  /** Real ids to mix with hostile ones (a machine of the student's lab, a class, a course). */
  ids: { vm?: string; classId?: string; courseId?: string };
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\n', '\r\n', '\t'];
const NASTY_TEXT = [
  '',
  ' ',
  'a'.repeat(5_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE classes; --",
  '../../etc/passwd',
  '%00',
  '\u202e\u200b',
  '😀'.repeat(300),
  '{{7*7}}',
];
const NASTY_DATES = [
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '0000-01-01T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T23:60:00Z',
  '2026-01-01T00:00:00+99:00',
  '99999-01-01T00:00:00Z',
  '2026-01-01',
  'yesterday',
  '',
];
const NASTY_ZONES = ['utc', 'Etc/GMT+5', '+05:00', 'Mars/Olympus', 'Europe/Paris\u0000', '../UTC', 'A'.repeat(500)];

const controlledText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 }))
  .map(([before, control, after]) => `${before}${control}${after}`);
const hostileText = fc.oneof(controlledText, fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 50 }));
/** Any JSON value where a string, number or list is expected. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5, [], {}, ['x'], [null], { $gt: '' }),
);
const hostileId = fc.oneof(
  controlledText.map(encodeURIComponent),
  fc.constantFrom('%00', '%E0%A4%A', '..%2F..%2Fetc', 'a'.repeat(300), '%20', 'null', '-1', '0x10', '%ZZ'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Valid bodies for the routes that take one, each field of which the corpus then spoils. */
function validBodies(ids: HostileCorpusOptions['ids']): Record<string, Record<string, unknown>> {
  return {
    class: {
      name: 'Corpus class',
      courseId: ids.courseId ?? 'course-1',
      timeZone: 'UTC',
      startDate: '2031-03-10T00:00:00Z',
      endDate: '2031-03-12T00:00:00Z',
      instructor: 'teacher@academy.test',
      attendees: 2,
    },
    course: {
      name: 'Corpus course',
      description: 'A course.',
      folder: 'group-v103',
      status: 'ACTIVE',
      vms: ['vm-tpl-1031'],
    },
  };
}

/**
 * A corpus of hostile requests over every API route (spec §7): spoiled fields, control characters, impossible
 * dates, non-canonical zones, wrong JSON types, broken JSON, wrong content types, hostile path ids and Basic
 * credentials. Every answer must be a 4xx with the JSON error body (or a 2xx): never a 5xx, never a hang.
 */
export function hostileRequests(options: HostileCorpusOptions): HostileRequest[] {
  const { student, instructorToken, ids } = options;
  const studentAuth = `Basic ${base64(`${student.username}:${student.passphrase}`)}`;
  const bearer = `Bearer ${instructorToken}`;
  const bodies = validBodies(ids);
  const json = { 'content-type': 'application/json' };

  const hostileBasic = fc.oneof(
    fc.tuple(hostileText, hostileText).map(([user, pass]) => `Basic ${base64(`${user}:${pass}`)}`),
    fc.constantFrom('Basic', 'Basic !!!', `Basic ${base64('no-colon')}`, 'Bearer x', `Basic ${'A'.repeat(10_000)}`),
    fc.constant(studentAuth),
  );
  const spoiledBody = (kind: 'class' | 'course') =>
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...Object.keys(bodies[kind] ?? {})), hostileValue)
        .map(([field, value]) => JSON.stringify({ ...bodies[kind], [field]: value })),
      fc.constantFrom(...NASTY_DATES).map((date) => JSON.stringify({ ...bodies[kind], startDate: date })),
      fc.constantFrom(...NASTY_ZONES).map((zone) => JSON.stringify({ ...bodies[kind], timeZone: zone })),
      fc.constantFrom('{', '[]', 'null', '"text"', '{"name":', '{"__proto__":{"admin":true}}', 'x'.repeat(20_000)),
    );
  const machineId = fc.oneof(hostileId, fc.constant(ids.vm ?? 'vm-1'));
  const command = fc.oneof(fc.constantFrom('start', 'stop', 'reset', 'suspend', 'reboot', 'shutdown'), hostileId);
  const entityId = (real: string | undefined) => fc.oneof(hostileId, fc.constant(real ?? 'x'));

  const request: fc.Arbitrary<HostileRequest> = fc.oneof(
    hostileBasic.map((authorization) => ({
      method: 'POST',
      path: '/api/training-class/login',
      headers: { authorization },
    })),
    hostileBasic.map((authorization) => ({
      method: 'POST',
      path: '/api/training-class/revert',
      headers: { authorization },
    })),
    fc.tuple(hostileBasic, machineId).map(([authorization, vm]) => ({
      method: 'GET',
      path: `/api/training-class/vm/${vm}/power`,
      headers: { authorization },
    })),
    fc.tuple(machineId, command).map(([vm, cmd]) => ({
      method: 'POST',
      path: `/api/training-class/vm/${vm}/power/${cmd}`,
      headers: { authorization: studentAuth },
    })),
    machineId.map((vm) => ({
      method: 'POST',
      path: `/api/training-class/vm/${vm}/ticket`,
      headers: { authorization: studentAuth },
    })),
    spoiledBody('class').map((body) => ({
      method: 'POST',
      path: '/api/training-class',
      headers: { ...json, authorization: bearer },
      body,
    })),
    fc.tuple(entityId(ids.classId), spoiledBody('class')).map(([id, body]) => ({
      method: 'PUT',
      path: `/api/training-class/${id}`,
      headers: { ...json, authorization: bearer },
      body,
    })),
    spoiledBody('course').map((body) => ({
      method: 'POST',
      path: '/api/training-course',
      headers: { ...json, authorization: bearer },
      body,
    })),
    fc.tuple(entityId(ids.courseId), spoiledBody('course')).map(([id, body]) => ({
      method: 'PUT',
      path: `/api/training-course/${id}`,
      headers: { ...json, authorization: bearer },
      body,
    })),
    hostileId.map((id) => ({
      method: 'DELETE',
      path: `/api/training-course/${id}`,
      headers: { authorization: bearer },
    })),
    hostileId.map((id) => ({
      method: 'DELETE',
      path: `/api/training-class/${id}`,
      headers: { authorization: bearer },
    })),
    fc.constantFrom('/api/training-class', '/api/training-course', '/api/training-course/folder').map((path) => ({
      method: 'GET',
      path,
      headers: { authorization: bearer },
    })),
    // Wrong content types and forged tokens on the instructor routes.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
        ),
        spoiledBody('course'),
      )
      .map(([type, body]) => ({
        method: 'POST',
        path: '/api/training-course',
        headers: { 'content-type': type, authorization: bearer },
        body,
      })),
    hostileText.map((token) => ({
      method: 'GET',
      path: '/api/training-class',
      // A header value must be printable ASCII, or fetch() refuses to send it at all.
      headers: { authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` },
    })),
  );
  return fc.sample(request, { seed: options.seed, numRuns: options.count });
}
