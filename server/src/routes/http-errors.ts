import type { ApiErrorBody } from '@academy/api';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import type { Logger } from '../domain/ports/logger';
import { requestIdOf } from '../observability/request-log';
import { routeLabel } from '../observability/route-label';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  upstream_failed: 502,
};

/** The status the API answers a DomainError of this kind with. */
export function statusOfKind(kind: DomainErrorKind): number {
  return STATUS_OF[kind];
}

const CODE_OF: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  423: 'locked',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
};

/** Longer than any id the portal makes (a UUID is 36): a client's invented id is echoed by its first characters only. */
const ECHOED_ID_LENGTH = 40;
const LONGER_THAN_AN_ID = new RegExp(`\\S{${ECHOED_ID_LENGTH + 1},}`, 'g');

/** A 404's text names what was not found, never more than a short prefix of what the client sent. */
function shortenedIds(message: string): string {
  return message.replace(LONGER_THAN_AN_ID, (word) => `${word.slice(0, ECHOED_ID_LENGTH)}…`);
}

export function sendError(res: Response, status: number, message: string): void {
  const body: ApiErrorBody = {
    error: CODE_OF[status] ?? (status >= 500 ? 'server_error' : 'client_error'),
    message: status === 404 ? shortenedIds(message) : message,
  };
  res.status(status).json(body);
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No API call ${req.method} ${req.originalUrl.split('?')[0]}.`);
};

/** body-parser's errors carry their own 4xx status and a type. */
interface BodyParserError {
  status: number;
  type?: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}

function bodyParserMessage(error: BodyParserError): string {
  if (error.type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (error.type === 'entity.too.large') return 'The request body is too large.';
  return 'The request body could not be read.';
}

/** Every failure of an API call becomes a JSON ApiErrorBody; only unexpected ones are 500 (and logged). */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      sendError(res, STATUS_OF[error.kind], error.message);
      return;
    }
    if (isBodyParserError(error)) {
      sendError(res, error.status, bodyParserMessage(error));
      return;
    }
    // The route pattern, not the URL: a query string may hold what must not be logged.
    logger.error(`${req.method} ${routeLabel(req)} failed`, error, { requestId: requestIdOf(req) });
    sendError(res, 500, 'The server failed to handle this call.');
  };
}
