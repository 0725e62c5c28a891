// Sign-in limits under a burst, on a throwaway PostgreSQL (where a pool runs requests side by side): 150 concurrent
// guesses from one address at a student's passphrase (the student API) and at the instructor's password (the
// embedded identity provider's form), the right credential at position 120. With LOGIN_MAX_FAILURES=10 at most
// 10 guesses may be checked (answered 401) and the right one must be refused (429) like the rest.
import { randomBytes } from 'node:crypto';
import { startThrowawayPostgres } from '@academy/server/throwaway-postgres';
import { startBenchServer } from '../server.mjs';
import { basicAuth, classViews } from './api.mjs';

const GUESSES = 150;
const RIGHT_AT = 119;
const LIMIT = 10;
const INSTRUCTOR = { email: 'race@academy.test', password: 'race-bench-password' };

/** Fires the guesses at once; `guess(index)` sends the right credential for RIGHT_AT, a wrong one otherwise. */
async function burst(target, guess, signedIn) {
  const statuses = await Promise.all(
    Array.from({ length: GUESSES }, async (_, index) => {
      const response = await guess(index);
      await response.body?.cancel();
      return response.status;
    }),
  );
  const wrong = statuses.filter((_, index) => index !== RIGHT_AT);
  const right = statuses[RIGHT_AT];
  return {
    target,
    guesses: GUESSES,
    limit: LIMIT,
    checked: statuses.filter((status) => status === 401 || status === signedIn).length,
    refused429: statuses.filter((status) => status === 429).length,
    other: wrong.filter((status) => status !== 401 && status !== 429).length,
    rightAnswer: right,
    rightLetIn: right === signedIn,
  };
}

async function studentBurst(baseUrl) {
  const running = (await classViews(baseUrl)).find((view) => view.status === 'RUNNING');
  if (!running) throw new Error('No running class to guess at');
  const username = running.emails[0];
  return burst(
    'student API',
    (index) =>
      fetch(`${baseUrl}/api/training-class/login`, {
        method: 'POST',
        headers: { authorization: basicAuth(username, index === RIGHT_AT ? running.passphrase : `guess-${index}`) },
      }),
    200,
  );
}

/** The identity provider's sign-in form, reached as the shell reaches it; posts share its interaction cookie. */
async function openSignInForm(baseUrl) {
  const cookies = new Map();
  async function request(url, init = {}) {
    const headers = { ...init.headers };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return response;
  }
  const params = new URLSearchParams({
    client_id: 'academy-portal',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${baseUrl}/login/callback`,
    state: 'race',
    nonce: 'race',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  let url = `${baseUrl}/oauth2/default/v1/authorize?${params}`;
  let response = await request(url);
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location'), url).href;
    response = await request(url);
  }
  const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error(`No sign-in form at ${url}`);
  const actionUrl = new URL(action, url).href;
  return (fields) => request(actionUrl, { method: 'POST', body: new URLSearchParams(fields) });
}

async function instructorBurst(baseUrl) {
  const post = await openSignInForm(baseUrl);
  return burst(
    'instructor sign-in form',
    (index) => post({ email: INSTRUCTOR.email, password: index === RIGHT_AT ? INSTRUCTOR.password : `guess-${index}` }),
    303,
  );
}

/** One row per target: guesses checked (401, or the right one let in) and the right credential's answer. */
export async function signInRace(serverOptions = {}) {
  const postgres = await startThrowawayPostgres();
  try {
    const server = await startBenchServer(
      {
        DATABASE_URL: postgres.createDatabase('sign_in_race'),
        SECRETS_KEY: randomBytes(32).toString('base64'),
        ENABLE_TEST_HOOKS: '1',
        HYPERVISOR_SPEED: '0',
        LOGIN_MAX_FAILURES: String(LIMIT),
        INSTRUCTOR_EMAIL: INSTRUCTOR.email,
        INSTRUCTOR_PASSWORD: INSTRUCTOR.password,
      },
      { ...serverOptions, quiet: true },
    );
    try {
      return [await studentBurst(server.url), await instructorBurst(server.url)];
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
  }
}
