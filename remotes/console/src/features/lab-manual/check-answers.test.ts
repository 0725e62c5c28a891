import { AnswerError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { parseCheckAnswer, parseStudentChecks } from './check-answers';
import { answerBody, checkStateBody } from './testing/checks-scope';

describe('the checks’ answers', () => {
  it('reads each verdict with its own field, and leaves out fields the contract does not have', () => {
    expect(parseCheckAnswer({ ...answerBody(), script: 'exit 1' })).toEqual(answerBody());
    const couldNot = answerBody({ verdict: 'could-not-run', reason: 'DC01 is off: start it, then check again.' });
    const { hint: _hint, ...withoutHint } = couldNot;
    expect(parseCheckAnswer(couldNot)).toEqual(withoutHint);
  });

  it('refuses an answer that is not a verdict, naming the field', () => {
    const wrong = {
      'an unknown verdict': answerBody({ verdict: 'maybe' }),
      'a failure without its hint': answerBody({ hint: undefined }),
      'a negative count': answerBody({ attemptsLeft: -1 }),
      'no limit': answerBody({ limit: null }),
    } satisfies Record<string, unknown>;
    for (const body of Object.values(wrong)) expect(() => parseCheckAnswer(body)).toThrow(AnswerError);
    expect(() => parseCheckAnswer(answerBody({ verdict: 'maybe' }))).toThrow(/verdict/);
  });

  it('reads every check’s state, and refuses a list with a wrong one', () => {
    const body = { limit: answerBody().limit, running: '1-2', checks: [checkStateBody('1-1'), checkStateBody('2-1')] };
    expect(parseStudentChecks(body)).toEqual(body);
    expect(() => parseStudentChecks({ ...body, checks: [checkStateBody('1-1', { passed: 'yes' })] })).toThrow(
      /checks\[0\]\.passed/,
    );
    expect(() => parseStudentChecks('Server error')).toThrow(AnswerError);
  });
});
