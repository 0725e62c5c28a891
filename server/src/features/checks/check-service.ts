import type { CheckAnswer, CheckEveryoneStarted, ClassChecks, ClassCheckVerdict, StudentChecks } from '@academy/api';
import type { ManualCheck } from '@academy/manual/checks';
import pLimit, { type LimitFunction } from 'p-limit';
import { labIdOf } from '../../domain/class-schedule';
import { conflict, DomainError, notFound } from '../../domain/errors';
import type { RequireOpenClass } from '../../domain/open-class';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { Logger } from '../../domain/ports/logger';
import type { ClassRecord, Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { CheckAttemptRecord, CheckAttemptRepository } from './check-attempt-repository';
import { cellOf, raisedBy, summaryOf } from './check-cells';
import { attemptsOf, type CheckLimitSetting, checkLimitOf } from './check-limits';
import type { CheckRunLeases } from './check-run-leases';
import type { CheckRun, RunCheck } from './check-runner';
import type { createManualChecksOfClass } from './manual-checks-of-class';

export interface CheckService {
  /** Every check of the student's class's manual, as their buttons show them. */
  forStudent(student: StudentContext): Promise<StudentChecks>;
  /** Runs one check in the student's own machine: 409 while another of theirs runs, 429 past the limit. */
  runForStudent(student: StudentContext, checkId: string): Promise<CheckAnswer>;
  /** The class's checks × students (404 for no such class). */
  forClass(classId: string): Promise<ClassChecks>;
  /** One line per student and check: student, step, check, attempts, first pass. */
  csvRows(classId: string): Promise<Array<[string, number, string, number, string]>>;
  /** Starts the check for every student of an open class, bounded in parallel; answers at once. */
  checkEveryone(classId: string, checkId: string): Promise<CheckEveryoneStarted>;
}

function checkOf(checks: readonly ManualCheck[], checkId: string): ManualCheck {
  const check = checks.find((candidate) => candidate.id === checkId);
  if (!check) throw notFound(`The manual has no check ${checkId}.`);
  return check;
}

export function createCheckService(deps: {
  storage: Pick<Storage, 'classes' | 'manualProgress' | 'transaction'>;
  attempts: CheckAttemptRepository;
  runs: CheckRunLeases;
  /** How long past its time-out a check no instance renews any longer still holds its student. */
  leaseMarginMs: number;
  manualChecksOf: ReturnType<typeof createManualChecksOfClass>;
  runCheck: RunCheck;
  requireOpen: RequireOpenClass;
  events: ClassEvents;
  clock: Clock;
  logger: Logger;
  limit: CheckLimitSetting;
  /** Checks running at once in one class (its students' and "Check everyone"'s). */
  parallel: number;
}): CheckService {
  const { storage, attempts, runs, leaseMarginMs, manualChecksOf, runCheck, requireOpen, events, clock, logger } = deps;
  const { limit, parallel } = deps;
  /** Each class's bound: a class checking everyone at once never holds up another class. */
  const throttles = new Map<string, LimitFunction>();

  function throttled<T>(classId: string, task: () => Promise<T>): Promise<T> {
    let throttle = throttles.get(classId);
    if (!throttle) {
      throttle = pLimit(parallel);
      throttles.set(classId, throttle);
    }
    const bound = throttle;
    return bound(task).finally(() => {
      if (bound.activeCount === 0 && bound.pendingCount === 0) throttles.delete(classId);
    });
  }

  async function markDone(classId: string, email: string, step: number): Promise<void> {
    const now = clock.now();
    await storage.transaction(async (repositories) => {
      const current = (await repositories.manualProgress.get(classId, email)) ?? {
        email,
        currentStep: 1,
        stepSince: now,
        done: [],
      };
      if (current.done.includes(step)) return;
      await repositories.manualProgress.put(classId, {
        ...current,
        done: [...current.done, step].sort((a, b) => a - b),
      });
    });
    events.publish(classId, { email, reason: 'manual' });
  }

  /** Runs the check in the student's lab, keeps the attempt, marks the step, tells the monitor. */
  async function runAndRecord(
    trainingClass: ClassRecord,
    email: string,
    check: ManualCheck,
    by: ClassCheckVerdict['by'],
  ): Promise<{ run: CheckRun; at: Date; mine: CheckAttemptRecord[] }> {
    const run = await throttled(trainingClass.id, () =>
      runCheck({ courseId: trainingClass.courseId, labId: labIdOf(trainingClass.id, email) }, check),
    );
    const at = clock.now();
    await attempts.insert({
      classId: trainingClass.id,
      email,
      checkId: check.id,
      step: check.step,
      at,
      verdict: run.verdict,
      by,
      durationMs: run.durationMs,
      output: run.verdict === 'failed' ? run.output : null,
      outputCut: run.verdict === 'failed' && run.outputCut,
    });
    if (run.verdict === 'passed') await markDone(trainingClass.id, email, check.step);
    const mine = await attempts.listByStudent(trainingClass.id, email);
    const { checks } = await manualChecksOf(trainingClass);
    const cells = checks.map((each) =>
      summaryOf(
        cellOf(
          each.id,
          mine.filter((attempt) => attempt.checkId === each.id),
        ),
      ),
    );
    const cell = cells.find((each) => each.checkId === check.id) ?? summaryOf(cellOf(check.id, []));
    events.publishVerdict(trainingClass.id, {
      email,
      checkId: check.id,
      step: check.step,
      verdict: run.verdict,
      at: at.toISOString(),
      cell,
      raised: raisedBy(cells),
      by,
    });
    return { run, at, mine };
  }

  const leaseMsOf = (check: ManualCheck) => check.timeoutSeconds * 1000 + leaseMarginMs;

  /** Runs `task` while holding the student's run (`token`), renewing its lease, and ends the run whatever happens. */
  async function holding<T>(token: string, check: ManualCheck, task: () => Promise<T>): Promise<T> {
    const heartbeat = setInterval(() => {
      runs.renew(token, leaseMsOf(check)).catch((error) => logger.error("A check's lease was not renewed", error));
    }, leaseMarginMs / 2);
    try {
      return await task();
    } finally {
      clearInterval(heartbeat);
      await runs.end(token);
    }
  }

  const stillRunning = (other: string) =>
    conflict(`Your check ${other} is still running: wait for its verdict, then check again.`);

  return {
    async forStudent(student) {
      const { checks } = await manualChecksOf(student.trainingClass);
      const mine = await attempts.listByStudent(student.trainingClass.id, student.email);
      const now = clock.now();
      return {
        limit: checkLimitOf(limit),
        running: await runs.runningOf(student.trainingClass.id, student.email),
        checks: checks.map((check) => {
          const ofCheck = mine.filter((attempt) => attempt.checkId === check.id);
          return {
            checkId: check.id,
            step: check.step,
            passed: ofCheck.some((attempt) => attempt.verdict === 'passed'),
            lastVerdict: ofCheck.at(-1)?.verdict ?? null,
            ...attemptsOf(ofCheck, limit, now),
          };
        }),
      };
    },

    async runForStudent(student, checkId) {
      const { trainingClass, email } = student;
      const check = checkOf((await manualChecksOf(trainingClass)).checks, checkId);
      const held = await runs.take(trainingClass.id, email, check.id, leaseMsOf(check));
      if (!held.taken) {
        if (held.running === null) throw notFound(`Class ${trainingClass.id} does not exist.`);
        throw stillRunning(held.running);
      }
      return holding(held.token, check, async () => {
        const before = (await attempts.listByStudent(trainingClass.id, email)).filter(
          (attempt) => attempt.checkId === check.id,
        );
        const now = clock.now();
        const standing = attemptsOf(before, limit, now);
        if (standing.attemptsLeft === 0 && standing.nextAttemptAt !== null) {
          const seconds = Math.max(1, Math.ceil((Date.parse(standing.nextAttemptAt) - now.getTime()) / 1000));
          const minutes = Math.ceil(seconds / 60);
          throw new DomainError(
            'rate_limited',
            `You have used your ${standing.limit.text} on this check: check again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
            seconds,
          );
        }
        const { run, at, mine } = await runAndRecord(trainingClass, email, check, 'student');
        const after = attemptsOf(
          mine.filter((attempt) => attempt.checkId === check.id),
          limit,
          at,
        );
        const base = {
          checkId: check.id,
          step: check.step,
          at: at.toISOString(),
          durationMs: run.durationMs,
          ...after,
        };
        if (run.verdict === 'passed') return { ...base, verdict: 'passed' };
        if (run.verdict === 'failed') return { ...base, verdict: 'failed', hint: check.hint };
        return { ...base, verdict: 'could-not-run', reason: run.reason };
      });
    },

    async forClass(classId) {
      const trainingClass = await storage.classes.get(classId);
      if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
      const { version, stepTitles, checks } = await manualChecksOf(trainingClass);
      const all = await attempts.listByClass(classId);
      return {
        version,
        limit: checkLimitOf(limit),
        checks: checks.map((check) => ({
          checkId: check.id,
          step: check.step,
          stepTitle: stepTitles[check.step - 1] ?? '',
          machine: check.machine,
        })),
        students: trainingClass.emails.map((email) => {
          const theirs = all.filter((attempt) => attempt.email === email);
          const cells = checks.map((check) =>
            cellOf(
              check.id,
              theirs.filter((attempt) => attempt.checkId === check.id),
            ),
          );
          return { email, cells, raised: raisedBy(cells.map(summaryOf)) };
        }),
      };
    },

    async csvRows(classId) {
      const grid = await this.forClass(classId);
      return grid.students.flatMap(({ email, cells }) =>
        cells.map((cell, index): [string, number, string, number, string] => [
          email,
          grid.checks[index]?.step ?? 0,
          cell.checkId,
          cell.attempts,
          cell.status === 'passed' ? cell.firstPassAt : '',
        ]),
      );
    },

    async checkEveryone(classId, checkId) {
      const trainingClass = await requireOpen(classId);
      const check = checkOf((await manualChecksOf(trainingClass)).checks, checkId);
      const started: string[] = [];
      const alreadyRunning: string[] = [];
      for (const email of trainingClass.emails) {
        const held = await runs.take(classId, email, check.id, leaseMsOf(check));
        if (!held.taken) {
          if (held.running === null) throw notFound(`Class ${classId} does not exist.`);
          alreadyRunning.push(email);
          continue;
        }
        started.push(email);
        holding(held.token, check, () => runAndRecord(trainingClass, email, check, 'instructor')).catch(
          async (error) => {
            // A class deleted while its checks ran has nowhere to keep their verdicts: they are dropped.
            const gone = await storage.classes.get(classId).then(
              (found) => found === undefined,
              () => false,
            );
            if (gone) {
              logger.info('A verdict of "Check everyone" is dropped: its class was deleted', {
                classId,
                checkId,
                email,
              });
              return;
            }
            logger.error('A check of "Check everyone" failed', error, { classId, checkId, email });
          },
        );
      }
      return { checkId: check.id, step: check.step, started, alreadyRunning };
    },
  };
}
