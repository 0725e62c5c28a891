import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createRosterClass, join, rosterRows, tokenOfLink } from '../../../test-support/roster-classes';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test-support/smtp-test-server';
import { createTestDatabase } from '../../../test-support/test-postgres';
import { eventually, startTestServer, type TestServer } from '../../../test-support/test-server';

/** Two instances on one PostgreSQL database sending to one relay, as `npm run cluster` runs them. */

let relay: SmtpTestServer;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  relay = await startSmtpTestServer();
  const env = { DATABASE_URL: await createTestDatabase(), SMTP_URL: relay.url };
  a = await startTestServer(env);
  // One public origin for both, as behind the balancer.
  b = await startTestServer({ ...env, PUBLIC_ORIGIN: a.url });
});

afterAll(async () => {
  expect([...a.errors, ...b.errors]).toEqual([]);
  await b?.close();
  await a?.close();
  await relay?.close();
});

describe('invitations from two instances', () => {
  it('are each sent once, and each link opens the lab on either instance', async () => {
    const rows = rosterRows(12, 'cluster');
    const created = await createRosterClass(
      a,
      { bearer: await a.instructorToken() },
      {
        name: 'Two instances',
        roster: rows,
      },
    );
    const mailOf = (address: string) => relay.received.filter((mail) => mail.to.includes(address));
    await eventually(async () => (rows.every((row) => mailOf(row.email).length > 0) ? true : undefined), 30_000);
    for (const [index, row] of rows.entries()) {
      const sent = mailOf(row.email);
      expect(sent).toHaveLength(1);
      const token = tokenOfLink(/\S+\/join#\S+/.exec(sent[0]?.text ?? '')?.[0]);
      // Whichever instance sent it, the other one opens it too.
      for (const instance of [a, b]) {
        const joined = await join(instance, token);
        expect({ status: joined.status, email: joined.body.email }).toEqual({
          status: 200,
          email: created.emails[index],
        });
      }
    }
  });
});
