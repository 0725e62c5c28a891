import {
  type AnswerFields,
  answerReader,
  CHECK_VERDICTS,
  type CheckAnswer,
  type CheckAttempts,
  checkLimitOf,
  type StudentCheckState,
  type StudentChecks,
} from '@academy/api';

/**
 * The checks' answers (GET and POST /api/training-class/manual/checks…) read field by field into the contract's types;
 * anything else throws an AnswerError, so the step says the check got no verdict rather than showing a wrong one.
 */
const read = answerReader("checks'");

function attemptsOf(fields: AnswerFields, what: string): CheckAttempts {
  return {
    attemptsUsed: read.countOf(fields.attemptsUsed, `${what}.attemptsUsed`),
    attemptsLeft: read.countOf(fields.attemptsLeft, `${what}.attemptsLeft`),
    nextAttemptAt: read.nullableStringOf(fields.nextAttemptAt, `${what}.nextAttemptAt`),
    limit: checkLimitOf(read, fields.limit, `${what}.limit`),
  };
}

function checkStateOf(value: unknown, index: number): StudentCheckState {
  const what = `checks[${index}]`;
  const check = read.objectOf(value, what);
  return {
    ...attemptsOf(check, what),
    checkId: read.stringOf(check.checkId, `${what}.checkId`),
    step: read.countOf(check.step, `${what}.step`),
    passed: read.booleanOf(check.passed, `${what}.passed`),
    lastVerdict:
      check.lastVerdict === null ? null : read.keyOf(CHECK_VERDICTS, check.lastVerdict, `${what}.lastVerdict`),
  };
}

/** GET /api/training-class/manual/checks's body as StudentChecks. */
export function parseStudentChecks(body: unknown): StudentChecks {
  const checks = read.objectOf(body, 'the body');
  return {
    limit: checkLimitOf(read, checks.limit, 'limit'),
    running: read.nullableStringOf(checks.running, 'running'),
    checks: read.arrayOf(checks.checks, 'checks').map(checkStateOf),
  };
}

/** POST /api/training-class/manual/checks/{checkId}'s body as CheckAnswer. */
export function parseCheckAnswer(body: unknown): CheckAnswer {
  const answer = read.objectOf(body, 'the body');
  const base = {
    ...attemptsOf(answer, 'the answer'),
    checkId: read.stringOf(answer.checkId, 'checkId'),
    step: read.countOf(answer.step, 'step'),
    at: read.stringOf(answer.at, 'at'),
    durationMs: read.countOf(answer.durationMs, 'durationMs'),
  };
  const verdict = read.keyOf(CHECK_VERDICTS, answer.verdict, 'verdict');
  if (verdict === 'passed') return { ...base, verdict };
  if (verdict === 'failed') return { ...base, verdict, hint: read.stringOf(answer.hint, 'hint') };
  return { ...base, verdict, reason: read.stringOf(answer.reason, 'reason') };
}
