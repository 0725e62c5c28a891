import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openInstructorSignInForm } from '../../test-support/instructor-sign-in-form';
import { createTestDatabase } from '../../test-support/test-postgres';
import { basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';

const LIMIT = 10;
const GUESSES = 150;

const databases: [string, () => Promise<Record<string, string>>][] = [
  ['PGlite', async () => ({})],
  ['PostgreSQL', async () => ({ DATABASE_URL: await createTestDatabase() })],
];

/** How many answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
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
      const login = async (passphrase: string) =>
        (await server.call('POST', '/api/training-class/login', { auth: basicAuth(username, passphrase) })).status;
      const statuses = await Promise.all(Array.from({ length: GUESSES }, (_, index) => login(`wrong-guess-${index}`)));
      // Every status in one assertion, so that an answer of another kind is named when it fails.
      expect(tally(statuses)).toEqual({ 401: LIMIT, 429: GUESSES - LIMIT });
      // Then the right one, refused too. Sent among the guesses it could arrive before the tenth failure, and a
      // sign-in before the limit is a sign-in (once in a loaded run: 303 for the instructor's).
      expect(await login(demo.passphrase)).toBe(429);
    });

    it('check at most the limit of instructor passwords on the sign-in form, and refuse the right one', async () => {
      const form = await openInstructorSignInForm(server);
      const { email, password } = server.config.identity.instructor;
      const signIn = async (guess: string) => {
        const response = await form.post({ email, password: guess });
        await response.body?.cancel();
        return response.status;
      };
      const statuses = await Promise.all(Array.from({ length: GUESSES }, (_, index) => signIn(`wrong-${index}`)));
      expect(tally(statuses)).toEqual({ 401: LIMIT, 429: GUESSES - LIMIT });
      expect(await signIn(password)).toBe(429);
    });
  });
}
