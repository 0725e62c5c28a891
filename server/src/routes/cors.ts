import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * CORS for a front end served from another origin (API_ALLOWED_ORIGINS; '*' allows any). Credentials travel in
 * the Authorization header, never in cookies, so no Allow-Credentials. A call from an origin not allowed gets no
 * CORS header at all, its preflight included, and goes on like any other call.
 */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler {
  const anyOrigin = allowedOrigins.includes('*');
  return cors({
    origin: (origin, callback) => {
      const allowed = origin !== undefined && (anyOrigin || allowedOrigins.includes(origin));
      callback(null, allowed && (anyOrigin ? '*' : origin));
    },
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}
