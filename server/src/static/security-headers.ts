import type { RemoteReleases } from '@academy/api';
import type { RequestHandler } from 'express';
import type { ServerConfig } from '../config';

/** The origin of an absolute URL; undefined for a path on this server (covered by 'self'). */
function originOf(url: string): string | undefined {
  try {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/**
 * The shell page's Content-Security-Policy: scripts only from this server and the origins of the remote releases
 * in /remotes.json now (no inline script, no eval), calls only to those, the API, the identity provider and the
 * console WebSocket; the identity provider may be framed for silent token renewal; nobody may frame the portal.
 */
export function contentSecurityPolicy(config: ServerConfig, releases: RemoteReleases): string {
  const remotes = unique(Object.values(releases).map((release) => originOf(release.entry)));
  const identity = originOf(config.identity.issuer);
  const api = originOf(config.apiBaseUrl);
  const publicOrigin = new URL(config.publicOrigin);
  const consoleSocket = `${publicOrigin.protocol === 'https:' ? 'wss' : 'ws'}://${publicOrigin.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Stylesheets only from files: no <style> element, so injected markup cannot bring selectors that read the
    // page. Style attributes stay: the console's WebMKS SDK (jQuery UI) builds its dialogs from HTML carrying them.
    // React's style props and Blueprint's positioning write through the CSSOM, which CSP does not govern.
    'style-src': ["'self'", ...remotes],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': unique(["'self'", ...remotes, api, identity, consoleSocket]),
    'frame-src': unique(["'self'", identity]),
    'worker-src': ["'self'", 'blob:'],
    'form-action': unique(["'self'", identity]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers on every answer: no MIME sniffing, no full URLs leaked in Referer, no framing. The identity provider lifts
 * the last for the one page okta-auth-js loads in a hidden frame of the app (idp/page-security.ts).
 */
export const baseSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
};
