import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

async function sendMetrics(registry: Registry, res: http.ServerResponse): Promise<void> {
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * GET /metrics on the main port: only with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time);
 * without a token configured it is not served at all, so the portal's metrics are never public.
 */
export function metricsOnMainPort(registry: Registry, token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return (req, res, next) => {
    if (!expected) {
      res.status(404).type('text/plain').send('Not Found\n');
      return;
    }
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('Metrics need the metrics token.\n');
      return;
    }
    sendMetrics(registry, res).catch(next);
  };
}

/** METRICS_PORT: /metrics without a token, for a scraper on a network the portal's users cannot reach. */
export function metricsServer(registry: Registry): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found\n');
      return;
    }
    sendMetrics(registry, res).catch(() => res.writeHead(500).end());
  });
}
