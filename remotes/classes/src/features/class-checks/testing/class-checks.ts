import type { ClassCheckVerdict } from '@academy/api';

/** Tests only: the checks' answers and events as the network carries them (JSON, before any parsing). */

const LIMIT = { attempts: 5, windowMinutes: 10, text: '5 checks in 10 minutes' };

export const notChecked = (checkId: string) => ({ checkId, status: 'not-checked', attempts: 0, lastAt: null });

/** A grid of two checks (steps 1 and 2) and `students` (usernames at x), none checked, but a passed and a failed one for 'a'. */
export function classChecksBody(students: readonly string[] = ['a', 'b']) {
  return {
    version: 3,
    limit: LIMIT,
    checks: [
      { checkId: '1-1', step: 1, stepTitle: 'Start DNS', machine: 'DC01' },
      { checkId: '2-1', step: 2, stepTitle: 'Add a zone', machine: 'DC01' },
    ],
    students: students.map((name) =>
      name === 'a'
        ? {
            email: 'a@x',
            raised: false,
            cells: [
              {
                checkId: '1-1',
                status: 'passed',
                attempts: 2,
                lastAt: '2030-01-07T10:05:00.000Z',
                firstPassAt: '2030-01-07T10:05:00.000Z',
              },
              {
                checkId: '2-1',
                status: 'failed',
                attempts: 2,
                lastAt: '2030-01-07T10:20:00.000Z',
                failedInARow: 2,
                output: 'zone example.test not found',
                outputCut: false,
              },
            ],
          }
        : { email: `${name}@x`, raised: false, cells: [notChecked('1-1'), notChecked('2-1')] },
    ),
  };
}

/** A pushed verdict (its event's data) of `email` on `checkId`. */
export function verdictEventData(fields: Partial<ClassCheckVerdict> & Pick<ClassCheckVerdict, 'email' | 'cell'>) {
  return JSON.stringify({
    checkId: fields.cell.checkId,
    step: Number(fields.cell.checkId.split('-')[0]),
    verdict: fields.cell.status === 'passed' ? 'passed' : 'failed',
    at: fields.cell.lastAt,
    raised: false,
    by: 'student',
    ...fields,
  });
}
