import type { RequestHandler } from 'express';
import { nonceOf } from './page-security';
import { errorPage } from './pages';

const DESCRIPTION = 'parameters must not contain NUL characters';

/** True when a parsed query or form body holds a NUL character, in a name or a value. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([name, item]) => name.includes('\u0000') || holdsNul(item));
}

/**
 * PostgreSQL stores no NUL in text or JSON, where oidc-provider looks clients and tokens up and keeps interactions:
 * a parameter holding one is refused with 400 (as /api does) in OAuth's error shape, a page for a browser, instead
 * of the provider's 500. It runs after the form body is parsed.
 */
export const refuseNulParameters: RequestHandler = (req, res, next) => {
  if (!holdsNul(req.query) && !holdsNul(req.body)) {
    next();
    return;
  }
  res.status(400);
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(errorPage(nonceOf(res), 'Sign-in error', `invalid_request: ${DESCRIPTION}`));
    return;
  }
  res.json({ error: 'invalid_request', error_description: DESCRIPTION });
};
