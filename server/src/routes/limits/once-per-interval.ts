import type { RequestHandler } from 'express';
import { credentialKey } from './credential-key';
import { refuse } from './refuse';
import type { MonotonicMs } from './token-buckets';

/**
 * A route answered at most once per `intervalMs` per credential: a page that asks again an interval after its last
 * answer is never refused, a client asking faster gets 429 before any work.
 */
export function oncePerInterval(
  intervalMs: number,
  what: string,
  now: MonotonicMs = () => performance.now(),
): RequestHandler {
  const lastServed = new Map<string, number>();
  let nextSweep = 0;
  return (req, res, next) => {
    const at = now();
    if (at >= nextSweep) {
      for (const [key, served] of lastServed) if (at - served >= intervalMs) lastServed.delete(key);
      nextSweep = at + intervalMs;
    }
    const key = credentialKey(req.get('authorization'));
    if (key === undefined) return next();
    const served = lastServed.get(key);
    if (served !== undefined && at - served < intervalMs) {
      refuse(
        res,
        Math.max(1, Math.ceil((intervalMs - (at - served)) / 1000)),
        `${what} is served at most once every ${intervalMs} ms.`,
      );
      return;
    }
    lastServed.set(key, at);
    next();
  };
}
