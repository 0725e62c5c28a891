import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setCacheHeaders } from './cache-policy';

/**
 * A build's static files, sent as the brotli or gzip copy the build wrote beside each one (`x.js.br`, `x.js.gz`) when
 * the browser accepts it: the smallest encoding at no cost per request. Files without a copy go through as they are
 * (and the app's on-the-fly compression). Hashed files are cached for a year, the rest revalidated.
 */
export function precompressedStatic(dir: string, { fallthrough }: { fallthrough: boolean }): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, fallthrough, setHeaders: setCacheHeaders },
  });
}
