import { createHash, randomBytes } from 'node:crypto';
import { TestBrowser } from './test-browser';
import type { TestServer } from './test-server';

/** The embedded identity provider's sign-in form, opened by an authorization request as the shell makes it. */
export interface InstructorSignInForm {
  /** Posts the form from the given client address (X-Forwarded-For: the server must trust the loopback proxy). */
  post(fields: { email: string; password: string }, address?: string): Promise<Response>;
}

export async function openInstructorSignInForm(server: TestServer): Promise<InstructorSignInForm> {
  const { issuer, clientId } = server.config.identity;
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${server.config.publicOrigin}/login/callback`,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const browser = new TestBrowser();
  const page = await browser.follow(`${issuer}/v1/authorize?${params}`);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}`);
  const url = new URL(action, page.url).href;
  return {
    post: (fields, address) =>
      browser.request(url, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: address ? { 'x-forwarded-for': address } : {},
      }),
  };
}
