import type { RequestHandler } from 'express';
import { credentialKey, isStudentCall } from './credential-key';
import { refuse } from './refuse';
import type { MonotonicMs } from './token-buckets';
import { createTokenBuckets } from './token-buckets';

/**
 * A student's calls (Basic credential) at most `perSecond` a second on average, with a burst of a few seconds'
 * worth (a page opening makes a dozen at once); over it, 429 before any work. A page polls far below it.
 */
export function limitStudentCallRate(perSecond: number, now?: MonotonicMs): RequestHandler {
  const BURST_SECONDS = 5;
  const buckets = createTokenBuckets(
    { burst: Math.max(1, Math.round(perSecond * BURST_SECONDS)), refillMs: 1000 / perSecond },
    now,
  );
  return (req, res, next) => {
    const authorization = req.get('authorization');
    const key = isStudentCall(authorization) ? credentialKey(authorization) : undefined;
    const wait = key === undefined ? 0 : buckets.take(key);
    if (wait === 0) return next();
    refuse(res, wait, `Too many calls from this student: at most ${perSecond} a second. Try again in ${wait} s.`);
  };
}
