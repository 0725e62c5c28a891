import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openInstructorSignInForm } from '../../test-support/instructor-sign-in-form';
import { createTestDatabase } from '../../test-support/test-postgres';
import { basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';

const LIMIT = 10;
const GUESSES = 150;
/** Where the right credential hides among the guesses: well after the limit. */
const RIGHT_AT = 119;

const databases: [string, () => Promise<Record<string, string>>][] = [
  ['PGlite', async () => ({})],
  ['PostgreSQL', async () => ({ DATABASE_URL: await createTestDatabase() })],
];

/** How many answers had each status, and the status of the right credential's answer. */
function tally(statuses: number[]): { counts: Record<number, number>; right: number | undefined } {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { counts, right: statuses[RIGHT_AT] };
}

for (const [database, databaseEnv] of databases) {
  describe(`${GUESSES} concurrent guesses from one address on ${database}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ ...(await databaseEnv()), LOGIN_MAX_FAILURES: String(LIMIT) });
    });

    afterAll(async () => {
      await server?.close();
    });

    it('check at most the limit of student passphrases, and refuse the right one behind them', async () => {
      const [demo] = await server.classes();
      if (!demo) throw new Error('no demo class');
      const username = demo.emails[0] ?? '';
      const statuses = await Promise.all(
        Array.from({ length: GUESSES }, async (_, index) => {
          const passphrase = index === RIGHT_AT ? demo.passphrase : `wrong-guess-${index}`;
          const auth = basicAuth(username, passphrase);
          return (await server.call('POST', '/api/training-class/login', { auth })).status;
        }),
      );
      const { counts, right } = tally(statuses);
      // Every status in one assertion, so that an answer of another kind is named when it fails.
      expect(counts).toEqual({ 401: LIMIT, 429: GUESSES - LIMIT });
      expect(right).toBe(429);
    });

    it('check at most the limit of instructor passwords on the sign-in form, and refuse the right one', async () => {
      const form = await openInstructorSignInForm(server);
      const { email, password } = server.config.identity.instructor;
      const statuses = await Promise.all(
        Array.from({ length: GUESSES }, async (_, index) => {
          const response = await form.post({ email, password: index === RIGHT_AT ? password : `wrong-${index}` });
          await response.body?.cancel();
          return response.status;
        }),
      );
      const { counts, right } = tally(statuses);
      // Every status in one assertion, so that an answer of another kind is named when it fails.
      expect(counts).toEqual({ 401: LIMIT, 429: GUESSES - LIMIT });
      expect(right).toBe(429);
    });
  });
}
