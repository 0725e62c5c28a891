import type { RequestHandler } from 'express';

/**
 * CORS for a front end served from another origin (API_ALLOWED_ORIGINS; '*' allows any). Credentials travel in
 * the Authorization header, never in cookies, so no Allow-Credentials.
 */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler {
  const anyOrigin = allowedOrigins.includes('*');
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && (anyOrigin || allowedOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', anyOrigin ? '*' : origin);
      res.vary('Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
