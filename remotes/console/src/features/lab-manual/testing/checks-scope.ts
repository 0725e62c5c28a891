import type { StudentManual } from '@academy/api';
import { fork } from 'effector';
import { classroom } from '@/shared/model/classroom';
import { quietClassroom } from '@/shared/testing/classroom-shown';
import { parseCheckAnswer, parseStudentChecks } from '../check-answers';
import {
  checksPollWaitFx,
  fetchChecksFx,
  fetchManualFx,
  runCheckFx,
  saveProgressFx,
  writePaneSettingsFx,
  writeScrollPlaceFx,
} from '../model';
import { studentManual } from './manual-scope';

/** A 2-step manual as a student receives it: step 1 has two checks (their markers), step 2 none. */
export const manualWithChecks: StudentManual = {
  ...studentManual,
  markdown:
    '# Lab\n\n## Start DNS\n\nStart it.\n\n```check id="1-1"\n```\n\nThen the zone.\n\n```check id="1-2"\n```\n\n## Two\n\nText.\n',
  stepCount: 2,
};

const LIMIT = { attempts: 5, windowMinutes: 10, text: '5 checks in 10 minutes' };

/** One check's state as GET checks answers it (JSON, as the network carries it). */
export function checkStateBody(checkId: string, fields: Record<string, unknown> = {}) {
  return {
    checkId,
    step: Number(checkId.split('-')[0]),
    passed: false,
    lastVerdict: null,
    attemptsUsed: 0,
    attemptsLeft: 5,
    nextAttemptAt: null,
    limit: LIMIT,
    ...fields,
  };
}

/** A check's answer (JSON) with `fields` over a first failed attempt of 1-1. */
export function answerBody(fields: Record<string, unknown> = {}) {
  return {
    checkId: '1-1',
    step: 1,
    at: '2030-01-01T09:05:00.000Z',
    durationMs: 1200,
    verdict: 'failed',
    hint: 'Start the DNS Server service first.',
    attemptsUsed: 1,
    attemptsLeft: 4,
    nextAttemptAt: null,
    limit: LIMIT,
    ...fields,
  };
}

type Answering = (checkId: string) => Promise<unknown>;

/**
 * A student's scope on a manual with checks: GET checks answers `checks` (or throws it), POST a check answers `run`;
 * both go through the parsers, as the network's answers do.
 */
export function checksScope({
  checks = () =>
    Promise.resolve({ limit: LIMIT, running: null, checks: [checkStateBody('1-1'), checkStateBody('1-2')] }),
  run = () => Promise.resolve(answerBody()),
  manual = manualWithChecks,
  pollWait = () => Promise.resolve(),
}: {
  checks?: () => Promise<unknown>;
  run?: Answering;
  manual?: StudentManual;
  /** The wait between two reads of the checks' state while the server says one runs (none unless given). */
  pollWait?: (ms: number) => Promise<void>;
} = {}) {
  const runs: string[] = [];
  let checkReads = 0;
  const scope = fork({
    handlers: [
      [fetchManualFx, async () => manual],
      [saveProgressFx, async () => manual.progress],
      [
        fetchChecksFx,
        async () => {
          checkReads += 1;
          return parseStudentChecks(await checks());
        },
      ],
      [
        runCheckFx,
        async ({ checkId }: { checkId: string }) => {
          runs.push(checkId);
          return parseCheckAnswer(await run(checkId));
        },
      ],
      [checksPollWaitFx, pollWait],
      [writePaneSettingsFx, () => undefined],
      [writeScrollPlaceFx, () => undefined],
      [classroom.screens.fetchClassroomFx, quietClassroom],
    ],
  });
  return { scope, runs, checkReads: () => checkReads };
}
