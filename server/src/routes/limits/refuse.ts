import type { Response } from 'express';
import { sendError } from '../http-errors';

/** A 429 that says why and when to come back. */
export function refuse(res: Response, retryAfterSeconds: number, message: string): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  sendError(res, 429, message);
}
