import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../domain/ports/logger';
import { actorOf } from '../routes/request-actor';
import { routeLabel } from './route-label';

/** A caller's request id is kept only if it is short and plain: it is echoed in a header and written to logs. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const requestIds = new WeakMap<Request, string>();

/** The caller's X-Request-Id when acceptable, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && ACCEPTABLE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The id the request log names this request by (undefined before the request log saw it). */
export function requestIdOf(req: Request): string | undefined {
  return requestIds.get(req);
}

/** What one request did, once its answer is sent or its client left. */
export type RequestObserver = (req: Request, res: Response, durationMs: number) => void;

/**
 * Gives every request an id (echoed as X-Request-Id) and, when it ends, reports it to each observer: one log line
 * with its route pattern, status, duration and actor; the metrics count it. An observer that throws is logged: it
 * runs in the answer's 'close' listener, where a throw would end the process and every request on it.
 */
export function observeRequests(observers: readonly RequestObserver[], logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.get('x-request-id'));
    requestIds.set(req, requestId);
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const durationMs = performance.now() - started;
      for (const observe of observers) {
        try {
          observe(req, res, durationMs);
        } catch (error) {
          logger.error('a request observer failed', error, { requestId });
        }
      }
    });
    next();
  };
}

/** The request log's observer: one info line a request, no header, query or body. */
export function logRequest(logger: Logger): RequestObserver {
  return (req, res, durationMs) => {
    const actor = actorOf(req);
    logger.info('request', {
      requestId: requestIdOf(req),
      method: req.method,
      route: routeLabel(req),
      status: res.statusCode,
      // The client left before the whole answer was written.
      aborted: res.writableFinished ? undefined : true,
      durationMs: Math.round(durationMs * 10) / 10,
      actor: actor?.id,
      role: actor?.role,
    });
  };
}
