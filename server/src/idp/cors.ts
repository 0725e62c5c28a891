import type { RequestHandler } from 'express';

/**
 * CORS for the shell's origin on the endpoints okta-auth-js calls with fetch. The SDK preflights every call
 * (it sends X-Okta-User-Agent-Extended), so preflights are answered here. Because the allow-origin header is set
 * before oidc-provider runs, its own client-based CORS check stands aside for this origin.
 */
export function appOriginCors(appOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin !== appOrigin) return next();
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate, DPoP-Nonce');
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    const requested = req.headers['access-control-request-headers'];
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    res.setHeader('Access-Control-Max-Age', '3600');
    res.status(204).end();
  };
}
