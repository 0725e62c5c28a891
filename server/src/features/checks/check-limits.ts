import type { CheckAttempts, CheckLimit } from '@academy/api';
import type { CheckAttemptRecord } from './check-attempt-repository';

export interface CheckLimitSetting {
  attempts: number;
  windowMs: number;
}

/** The limit as answers carry it: "5 checks in 10 minutes". */
export function checkLimitOf(setting: CheckLimitSetting): CheckLimit {
  const windowMinutes = Math.round(setting.windowMs / 60_000);
  const checks = setting.attempts === 1 ? 'check' : 'checks';
  const minutes = windowMinutes === 1 ? 'minute' : 'minutes';
  return {
    attempts: setting.attempts,
    windowMinutes,
    text: `${setting.attempts} ${checks} in ${windowMinutes} ${minutes}`,
  };
}

/** Whether an attempt counts against the student's limit: their own, with a verdict (the instructor's do not). */
function counts(attempt: CheckAttemptRecord): boolean {
  return attempt.by === 'student' && attempt.verdict !== 'could-not-run';
}

/**
 * Where a student stands with one check (`attempts`: theirs on that check): the counted attempts inside the sliding
 * window, and from when the next is allowed once the limit is reached.
 */
export function attemptsOf(
  attempts: readonly CheckAttemptRecord[],
  setting: CheckLimitSetting,
  now: Date,
): CheckAttempts {
  const since = now.getTime() - setting.windowMs;
  const inWindow = attempts
    .filter((attempt) => counts(attempt) && attempt.at.getTime() > since)
    .map((attempt) => attempt.at.getTime())
    .sort((a, b) => a - b);
  const attemptsLeft = Math.max(0, setting.attempts - inWindow.length);
  // Allowed again once enough of the oldest leave the window.
  const mustLeave = inWindow[inWindow.length - setting.attempts];
  return {
    attemptsUsed: inWindow.length,
    attemptsLeft,
    nextAttemptAt:
      attemptsLeft > 0 || mustLeave === undefined ? null : new Date(mustLeave + setting.windowMs).toISOString(),
    limit: checkLimitOf(setting),
  };
}
