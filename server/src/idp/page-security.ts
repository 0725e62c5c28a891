import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** Each response's nonce: the pages put it on their one inline script and style element. */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * The identity provider's Content-Security-Policy, on every answer (its pages are HTML, the rest is JSON): only the
 * page's own inline script and style run (by nonce; oidc-provider adds the hash of the auto-submitting form it may
 * render), forms post to the provider, whose answers then redirect to the app, and nobody may frame a page.
 */
export function pageSecurityHeaders(appOrigin: string): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
    const policy = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${appOrigin}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}

/** The nonce of this answer's policy, for a page's inline script and style. */
export function nonceOf(res: ServerResponse): string {
  const nonce = nonces.get(res);
  if (!nonce) throw new Error('pageSecurityHeaders did not run before this page');
  return nonce;
}

/** okta-auth-js renews tokens in a hidden frame of the app: that one page may be framed by the app's origin only. */
export function allowFramingBy(res: ServerResponse, origin: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.setHeader('Content-Security-Policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origin}`));
  }
  res.removeHeader('X-Frame-Options');
}
