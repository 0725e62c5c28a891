import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { TestBrowser } from '../../test-support/test-browser';
import { createLoginThrottle } from '../domain/login-throttle';
import type { Storage } from '../domain/ports/storage';
import { createJwtVerifier } from '../routes/jwt-verifier';
import { systemClock } from '../scheduler/clock';
import { openStorage } from '../storage/open-storage';
import { createIdentityProvider, type IdentityProvider } from './index';

const INSTRUCTOR = { email: 'instructor@academy.test', password: 'instructor', groups: ['Instructors'] };
/** An employee of the org, signed in to the same provider, who is no instructor. */
const EMPLOYEE = { email: 'employee@academy.test', password: 'employee', groups: ['Everyone'] };
const CLIENT_ID = 'academy-portal';
const TTL = 120;

/** The nonce of a Content-Security-Policy's script-src. */
function nonceOf(policy: string): string {
  const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no script nonce in ${policy}`);
  return nonce;
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

describe('development identity provider', () => {
  let server: Server;
  let idp: IdentityProvider;
  let origin: string;
  let issuer: string;
  let redirectUri: string;
  let storage: Storage;

  beforeAll(async () => {
    storage = (await openStorage({ dataDir: 'memory://' })).storage;
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    issuer = `${origin}/oauth2/default`;
    redirectUri = `${origin}/login/callback`;
    idp = await createIdentityProvider({
      issuer,
      appOrigin: origin,
      clientId: CLIENT_ID,
      instructor: INSTRUCTOR,
      otherAccounts: [EMPLOYEE],
      accessTokenTtlSeconds: TTL,
      store: storage.identity,
      logger: { info: () => undefined, error: (message, error) => console.error(message, error) },
      throttle: createLoginThrottle({
        clock: systemClock,
        log: storage.signInFailures,
        name: 'instructor',
        maxFailuresPerAccountAndAddress: 3,
        maxFailuresPerAddress: 100,
        windowMs: 60_000,
      }),
    });
    const app = express();
    app.use('/oauth2/default', idp.handler);
    server.on('request', app);
  });

  afterAll(async () => {
    await idp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await storage.close();
  });

  function pkce(): { verifier: string; challenge: string } {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      redirect_uri: redirectUri,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${issuer}/v1/authorize?${params}`;
  }

  const isCallback = (url: string): boolean => url.startsWith(redirectUri);

  /** authorize → sign-in page → credentials → automatic consent → redirect to the app with a code. */
  async function signIn(
    browser: TestBrowser,
    verifier: string,
    challenge: string,
    account: { email: string; password: string } = INSTRUCTOR,
  ): Promise<Tokens> {
    const page = await browser.follow(authorizeUrl(challenge), isCallback);
    const html = await page.response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    const { email, password } = account;
    const callback = await browser.submit(new URL(action ?? '', page.url).href, { email, password }, isCallback);
    expect(isCallback(callback.url)).toBe(true);
    const params = new URL(callback.url).searchParams;
    expect(params.get('state')).toBe('state-1');
    const response = await fetch(`${issuer}/v1/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: CLIENT_ID,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  let shared: { browser: TestBrowser; tokens: Tokens } | undefined;
  async function signedIn(): Promise<{ browser: TestBrowser; tokens: Tokens }> {
    if (!shared) {
      const browser = new TestBrowser();
      const { verifier, challenge } = pkce();
      shared = { browser, tokens: await signIn(browser, verifier, challenge) };
    }
    return shared;
  }

  it('publishes discovery with Okta-shaped endpoint URLs', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;

    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/v1/authorize`,
      token_endpoint: `${issuer}/v1/token`,
      jwks_uri: `${issuer}/v1/keys`,
      userinfo_endpoint: `${issuer}/v1/userinfo`,
      revocation_endpoint: `${issuer}/v1/revoke`,
      end_session_endpoint: `${issuer}/v1/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.response_modes_supported).toContain('okta_post_message');
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
  });

  it('advertises the configured issuer origin in discovery, whatever Host or X-Forwarded-Host a client sends', async () => {
    const { hostname, port } = new URL(origin);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          path: '/oauth2/default/.well-known/openid-configuration',
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(body).not.toContain('evil.example');
    expect(JSON.parse(body)).toMatchObject({ issuer, jwks_uri: `${issuer}/v1/keys` });
  });

  it('shows a sign-in page with labelled Email and Password fields', async () => {
    const { challenge } = pkce();
    const page = await new TestBrowser().follow(authorizeUrl(challenge));
    const html = await page.response.text();

    expect(page.url).toMatch(new RegExp(`^${issuer}/interaction/`));
    expect(html).toContain('<title>Academy sign-in</title>');
    expect(html).toContain('<label for="email">Email</label><input id="email"');
    expect(html).toContain('<label for="password">Password</label><input id="password"');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('signs in with PKCE and issues an RS256 JWT access token for api://default, verified through /v1/keys', async () => {
    const { tokens } = await signedIn();
    const jwks = createRemoteJWKSet(new URL(`${issuer}/v1/keys`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer,
      audience: 'api://default',
      algorithms: ['RS256'],
    });

    expect(protectedHeader.alg).toBe('RS256');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(TTL);
    expect(payload.exp! - payload.iat!).toBe(TTL);
    expect(payload).toMatchObject({ cid: CLIENT_ID, sub: INSTRUCTOR.email, email: INSTRUCTOR.email });
    expect(payload.uid).toMatch(/^00u/);
    expect(payload.scp).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));

    const idToken = await jwtVerify(tokens.id_token, jwks, { issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
    expect(idToken.payload).toMatchObject({ sub: payload.uid, email: INSTRUCTOR.email, nonce: 'nonce-1' });
  });

  it('grants offline_access without prompt=consent, so the refresh token renews the access token', async () => {
    const { tokens } = await signedIn();
    expect(tokens.refresh_token).toBeTruthy();
    const response = await fetch(`${issuer}/v1/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CLIENT_ID,
      }),
    });
    const renewed = (await response.json()) as Tokens;
    expect(response.status).toBe(200);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: 'api://default', email: INSTRUCTOR.email });
  });

  it('keeps the sign-in page with an error on a wrong password', async () => {
    const browser = new TestBrowser();
    const { challenge } = pkce();
    const page = await browser.follow(authorizeUrl(challenge));
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1] ?? '';
    const response = await browser.request(new URL(action, page.url).href, {
      method: 'POST',
      body: new URLSearchParams({ email: INSTRUCTOR.email, password: 'wrong' }),
    });
    const html = await response.text();

    expect(response.status).toBe(401);
    expect(html).toContain('<p class="error" role="alert">Wrong email or password.</p>');
    expect(html).toContain(`value="${INSTRUCTOR.email}"`);
  });

  it('slows a guesser down: after 3 failed sign-ins of one account, even the next try is refused with 429', async () => {
    const browser = new TestBrowser();
    const { challenge } = pkce();
    const page = await browser.follow(authorizeUrl(challenge));
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1] ?? '', page.url)
      .href;
    const attempt = (password: string) =>
      browser.request(action, {
        method: 'POST',
        body: new URLSearchParams({ email: 'guessed@academy.test', password }),
      });
    for (const password of ['a', 'b', 'c']) expect((await attempt(password)).status).toBe(401);
    const refused = await attempt('d');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds\./);
  });

  it('serves userinfo for the JWT access token, with the ID token subject', async () => {
    const { tokens } = await signedIn();
    const response = await fetch(`${issuer}/v1/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const claims = (await response.json()) as Record<string, unknown>;

    expect(response.status).toBe(200);
    expect(claims).toMatchObject({ sub: decodeJwt(tokens.id_token).sub, email: INSTRUCTOR.email, name: 'Instructor' });
    const anonymous = await fetch(`${issuer}/v1/userinfo`);
    expect(anonymous.status).toBe(401);
  });

  it('answers the SDK preflight and calls from the app origin with CORS headers', async () => {
    const preflight = await fetch(`${issuer}/v1/token`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-okta-user-agent-extended',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-okta-user-agent-extended');

    const keys = await fetch(`${issuer}/v1/keys`, { headers: { origin } });
    expect(keys.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('revokes a JWT access token with Okta`s colon-less Basic client header, and userinfo then refuses it', async () => {
    const token = await idp.mintAccessToken();
    const response = await fetch(`${issuer}/v1/revoke`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(CLIENT_ID).toString('base64')}`, origin },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);

    const userinfo = await fetch(`${issuer}/v1/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(userinfo.status).toBe(401);
  });

  it('revokes a refresh token sent with the colon-less Basic client header', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkce();
    const tokens = await signIn(browser, verifier, challenge);
    const revoke = await fetch(`${issuer}/v1/revoke`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(CLIENT_ID).toString('base64')}` },
      body: new URLSearchParams({ token: tokens.refresh_token ?? '', token_type_hint: 'refresh_token' }),
    });
    expect(revoke.status).toBe(200);

    const refresh = await fetch(`${issuer}/v1/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: CLIENT_ID,
      }),
    });
    expect(refresh.status).toBe(400);
  });

  it('answers silent renew with okta_post_message: a page posting the code to the app window', async () => {
    const { browser } = await signedIn();
    const { challenge } = pkce();
    const response = await browser.request(
      authorizeUrl(challenge, { prompt: 'none', response_mode: 'okta_post_message', state: 'silent-1' }),
    );
    const html = await response.text();

    expect(response.status).toBe(200);
    // It loads in okta-auth-js's hidden iframe of the app: the app's origin, and only it, may frame it.
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split(/;\s*/)).toContain(`frame-ancestors ${origin}`);
    expect(html).toContain(`<script nonce="${nonceOf(policy)}">`);
    expect(html).toContain('postMessage(');
    expect(html).toMatch(/"code":"[^"]+"/);
    expect(html).toContain('"state":"silent-1"');
    expect(html).toContain(`,"${origin}")`);
  });

  it('posts login_required with okta_post_message when nobody is signed in', async () => {
    const { challenge } = pkce();
    const response = await new TestBrowser().request(
      authorizeUrl(challenge, { prompt: 'none', response_mode: 'okta_post_message', state: 'silent-2' }),
    );
    const html = await response.text();
    expect(html).toContain('"error":"login_required"');
    expect(html).toContain('"state":"silent-2"');
  });

  it('logs out with an auto-submitted confirmation and returns to the post-logout URI', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkce();
    const tokens = await signIn(browser, verifier, challenge);
    const logoutUrl = `${issuer}/v1/logout?${new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: origin, // okta-auth-js sends window.location.origin, without a slash
      state: 'bye',
    })}`;
    const page = await browser.follow(logoutUrl);
    const html = await page.response.text();
    expect(html).toContain("i.name='logout';i.value='yes';f.appendChild(i);f.submit()");
    const policy = page.response.headers.get('content-security-policy') ?? '';
    expect(html).toContain(`<script nonce="${nonceOf(policy)}">`);
    expect(policy).toContain("frame-ancestors 'none'");

    const form = /<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?name="xsrf" value="([^"]+)"/.exec(html);
    expect(form).not.toBeNull();
    const done = await browser.submit(
      new URL(form?.[1] ?? '', page.url).href,
      { xsrf: form?.[2] ?? '', logout: 'yes' },
      (url) => url.startsWith(origin) && !url.startsWith(issuer),
    );
    expect(done.url).toBe(`${origin}/?state=bye`);

    // Signed out: a silent renew now needs a login.
    const silent = await browser.request(
      authorizeUrl(pkce().challenge, { prompt: 'none', response_mode: 'okta_post_message' }),
    );
    expect(await silent.text()).toContain('"error":"login_required"');
  });

  it('asks before signing out when the logout does not name the signed-in account`s ID token, as any site could', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkce();
    await signIn(browser, verifier, challenge);
    const page = await browser.follow(
      `${issuer}/v1/logout?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: origin })}`,
    );
    const html = await page.response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>');

    // Still signed in: a silent renew gets a code.
    const silent = await browser.request(
      authorizeUrl(pkce().challenge, { prompt: 'none', response_mode: 'okta_post_message' }),
    );
    expect(await silent.text()).toMatch(/"code":"[^"]+"/);
  });

  it('sends its pages with a nonce Content-Security-Policy and forbids framing them', async () => {
    const page = await new TestBrowser().follow(authorizeUrl(pkce().challenge));
    const html = await page.response.text();
    const policy = page.response.headers.get('content-security-policy') ?? '';
    const nonce = nonceOf(policy);

    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'nonce-${nonce}'`);
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    expect(policy).toContain(`form-action 'self' ${origin}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.response.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain(`<style nonce="${nonce}">`);
    // A new nonce for every answer.
    const again = await new TestBrowser().follow(authorizeUrl(pkce().challenge));
    expect(nonceOf(again.response.headers.get('content-security-policy') ?? '')).not.toBe(nonce);
  });

  it('signs in another account of the org with its own groups claim, which the API refuses with 403', async () => {
    const { verifier, challenge } = pkce();
    const employee = await signIn(new TestBrowser(), verifier, challenge, EMPLOYEE);
    const { tokens } = await signedIn();
    expect(decodeJwt(employee.access_token)).toMatchObject({
      cid: CLIENT_ID,
      sub: EMPLOYEE.email,
      groups: ['Everyone'],
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ cid: CLIENT_ID, groups: ['Instructors'] });
    const userinfo = await fetch(`${issuer}/v1/userinfo`, {
      headers: { authorization: `Bearer ${employee.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ email: EMPLOYEE.email });

    const api = createJwtVerifier({
      issuer,
      audience: 'api://default',
      clientId: CLIENT_ID,
      instructorGroups: ['Instructors'],
    });
    await expect(api.verify(tokens.access_token)).resolves.toMatchObject({ subject: INSTRUCTOR.email });
    await expect(api.verify(employee.access_token)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('mints test access tokens with the same claims as the sign-in flow and the given lifetime', async () => {
    const { tokens } = await signedIn();
    const jwks = createRemoteJWKSet(new URL(`${issuer}/v1/keys`));
    const minted = await jwtVerify(await idp.mintAccessToken({ expiresInSeconds: 5 }), jwks, {
      issuer,
      audience: 'api://default',
      algorithms: ['RS256'],
    });
    const flow = decodeJwt(tokens.access_token);

    expect(Object.keys(minted.payload).sort()).toEqual(Object.keys(flow).sort());
    expect(minted.payload.exp! - minted.payload.iat!).toBe(5);
    for (const claim of ['iss', 'aud', 'sub', 'cid', 'uid', 'email', 'client_id', 'scope', 'scp']) {
      expect(minted.payload[claim]).toEqual(flow[claim]);
    }
    const defaultLifetime = decodeJwt(await idp.mintAccessToken());
    expect(defaultLifetime.exp! - defaultLifetime.iat!).toBe(TTL);
  });
});
