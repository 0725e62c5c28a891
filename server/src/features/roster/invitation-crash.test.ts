import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { ClassRoster } from '@academy/api';
import { afterAll, afterEach, describe, expect, it } from '@rstest/core';
import { freshDataDir } from '../../../test-support/pglite-template.mjs';
import { rosterClassBody, rosterRows } from '../../../test-support/roster-classes';
import { spawnServerProcess } from '../../../test-support/server-process';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test-support/smtp-test-server';
import { callServer, eventually, freePort, type TestServer } from '../../../test-support/test-server';

/** A server killed (kill -9) in the middle of sending invitations loses none once it is started again. */

let child: ChildProcess | undefined;
const dataDirs: string[] = [];
let relay: SmtpTestServer | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

afterAll(async () => {
  await relay?.close();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function spawnServer(env: Record<string, string>, base: string): Promise<ChildProcess> {
  child = await spawnServerProcess(env, base);
  return child;
}

describe('invitations of a server killed while sending', () => {
  it('are all delivered, once each, after it starts again', async () => {
    relay = await startSmtpTestServer();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = await freshDataDir('academy-mail-crash-');
    dataDirs.push(dataDir);
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DATA_DIR: dataDir,
      ENABLE_TEST_HOOKS: '1',
      HYPERVISOR_SPEED: '0.01',
      SMTP_URL: relay.url,
    };
    const server: Pick<TestServer, 'call'> = {
      call: (method, route, options) => callServer(base, method, route, options),
    };
    const instructorToken = async () =>
      (await callServer<{ accessToken: string }>(base, 'POST', '/__test__/instructor-token')).body.accessToken;
    const first = await spawnServer(env, base);
    const instructor = { bearer: await instructorToken() };
    const rows = rosterRows(3, 'crash');
    relay.hold();
    const body = await rosterClassBody(server, instructor, {
      name: 'Killed while sending',
      roster: rows,
      startsInDays: -1,
    });
    const created = await callServer<{ id: string }>(base, 'POST', '/api/training-class', { auth: instructor, body });
    expect(created.status).toBe(201);
    await eventually(async () => ((relay?.held() ?? 0) > 0 ? true : undefined), 20_000);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    // What the killed server was sending never reached the relay.
    relay.release();
    expect(relay.received).toEqual([]);

    await spawnServer(env, base);
    // Its jobs are taken again once the dead instance's lease ran out.
    await callServer(base, 'POST', '/__test__/clock', { body: { advanceMs: 5 * 60_000 } });
    const roster = await eventually(async () => {
      const answer = await callServer<ClassRoster>(base, 'GET', `/api/training-class/${created.body.id}/roster`, {
        auth: { bearer: await instructorToken() },
      });
      return answer.body.students.every((student) => student.invitation.status === 'SENT') ? answer.body : undefined;
    }, 30_000);
    expect(roster.students).toHaveLength(3);
    expect(rows.map((row) => relay?.received.filter((mail) => mail.to.includes(row.email)).length)).toEqual([1, 1, 1]);
  });
});
