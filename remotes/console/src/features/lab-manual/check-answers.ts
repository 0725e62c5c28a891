import type {
  CheckAnswer,
  CheckAttempts,
  CheckLimit,
  CheckVerdict,
  StudentCheckState,
  StudentChecks,
} from '@academy/api';

/**
 * The checks' answers (GET and POST /api/training-class/manual/checks…) read field by field into the contract's types;
 * anything else throws a CheckAnswerError, so the step says the check got no verdict rather than showing a wrong one.
 */
export class CheckAnswerError extends Error {
  constructor(what: string) {
    super(`The checks' answer is not one: ${what}`);
    this.name = 'CheckAnswerError';
  }
}

type Fields = Record<string, unknown>;

const VERDICTS = { passed: true, failed: true, 'could-not-run': true } satisfies Record<CheckVerdict, true>;

function objectOf(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CheckAnswerError(what);
  return value as Fields;
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new CheckAnswerError(what);
  return value;
}

function countOf(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new CheckAnswerError(what);
  return value;
}

function verdictOf(value: unknown, what: string): CheckVerdict {
  if (typeof value !== 'string' || !Object.hasOwn(VERDICTS, value)) throw new CheckAnswerError(what);
  return value as CheckVerdict;
}

function limitOf(value: unknown, what: string): CheckLimit {
  const limit = objectOf(value, what);
  return {
    attempts: countOf(limit.attempts, `${what}.attempts`),
    windowMinutes: countOf(limit.windowMinutes, `${what}.windowMinutes`),
    text: stringOf(limit.text, `${what}.text`),
  };
}

function attemptsOf(fields: Fields, what: string): CheckAttempts {
  return {
    attemptsUsed: countOf(fields.attemptsUsed, `${what}.attemptsUsed`),
    attemptsLeft: countOf(fields.attemptsLeft, `${what}.attemptsLeft`),
    nextAttemptAt: fields.nextAttemptAt === null ? null : stringOf(fields.nextAttemptAt, `${what}.nextAttemptAt`),
    limit: limitOf(fields.limit, `${what}.limit`),
  };
}

function checkStateOf(value: unknown, index: number): StudentCheckState {
  const what = `checks[${index}]`;
  const check = objectOf(value, what);
  if (typeof check.passed !== 'boolean') throw new CheckAnswerError(`${what}.passed`);
  return {
    ...attemptsOf(check, what),
    checkId: stringOf(check.checkId, `${what}.checkId`),
    step: countOf(check.step, `${what}.step`),
    passed: check.passed,
    lastVerdict: check.lastVerdict === null ? null : verdictOf(check.lastVerdict, `${what}.lastVerdict`),
  };
}

/** GET /api/training-class/manual/checks's body as StudentChecks. */
export function parseStudentChecks(body: unknown): StudentChecks {
  const checks = objectOf(body, 'the body');
  if (!Array.isArray(checks.checks)) throw new CheckAnswerError('checks');
  return {
    limit: limitOf(checks.limit, 'limit'),
    running: checks.running === null ? null : stringOf(checks.running, 'running'),
    checks: checks.checks.map(checkStateOf),
  };
}

/** POST /api/training-class/manual/checks/{checkId}'s body as CheckAnswer. */
export function parseCheckAnswer(body: unknown): CheckAnswer {
  const answer = objectOf(body, 'the body');
  const base = {
    ...attemptsOf(answer, 'the answer'),
    checkId: stringOf(answer.checkId, 'checkId'),
    step: countOf(answer.step, 'step'),
    at: stringOf(answer.at, 'at'),
    durationMs: countOf(answer.durationMs, 'durationMs'),
  };
  const verdict = verdictOf(answer.verdict, 'verdict');
  if (verdict === 'passed') return { ...base, verdict };
  if (verdict === 'failed') return { ...base, verdict, hint: stringOf(answer.hint, 'hint') };
  return { ...base, verdict, reason: stringOf(answer.reason, 'reason') };
}
