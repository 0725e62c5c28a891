import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * CORS for the shell's origin on the endpoints okta-auth-js calls with fetch. The SDK preflights every call
 * (it sends X-Okta-User-Agent-Extended), so preflights are answered here, allowing whatever headers it asks for.
 * Because the allow-origin header is set before oidc-provider runs, its own client-based CORS check stands aside
 * for this origin; calls from any other origin, and an OPTIONS call that is not a preflight, go on untouched.
 */
export function appOriginCors(appOrigin: string): RequestHandler {
  return cors((req, callback) => {
    callback(null, {
      origin: req.headers.origin === appOrigin ? appOrigin : false,
      credentials: true,
      exposedHeaders: ['WWW-Authenticate', 'DPoP-Nonce'],
      methods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 3600,
      preflightContinue: !req.headers['access-control-request-method'],
    });
  });
}
