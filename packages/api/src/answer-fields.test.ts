import { describe, expect, it } from '@rstest/core';
import { AnswerError, answerReader, CHECK_VERDICTS, checkLimitOf } from './answer-fields';

const read = answerReader('roster');

describe('answerReader', () => {
  it('returns what each field must be', () => {
    expect(read.objectOf({ a: 1 }, 'x')).toEqual({ a: 1 });
    expect(read.arrayOf([1], 'x')).toEqual([1]);
    expect(read.stringOf('', 'x')).toBe('');
    expect(read.nullableStringOf(null, 'x')).toBeNull();
    expect(read.booleanOf(false, 'x')).toBe(false);
    expect(read.countOf(0, 'x')).toBe(0);
    expect(read.keyOf(CHECK_VERDICTS, 'could-not-run', 'x')).toBe('could-not-run');
  });

  it('throws an AnswerError naming the answer and the field for anything else', () => {
    const refusals = [
      () => read.objectOf([], 'mail'),
      () => read.objectOf(null, 'mail'),
      () => read.arrayOf({}, 'mail'),
      () => read.stringOf(1, 'mail'),
      () => read.nullableStringOf(undefined, 'mail'),
      () => read.booleanOf('true', 'mail'),
      () => read.countOf(-1, 'mail'),
      () => read.countOf(1.5, 'mail'),
      () => read.keyOf(CHECK_VERDICTS, 'toString', 'mail'),
    ];
    for (const refusal of refusals) {
      expect(refusal).toThrow(AnswerError);
      expect(refusal).toThrow('The roster answer is not one: mail');
    }
  });

  it("reads a check's limit, naming the field that is not one", () => {
    expect(checkLimitOf(read, { attempts: 5, windowMinutes: 10, text: '5 checks in 10 minutes' }, 'limit')).toEqual({
      attempts: 5,
      windowMinutes: 10,
      text: '5 checks in 10 minutes',
    });
    expect(() => checkLimitOf(read, { attempts: 5, windowMinutes: '10', text: '' }, 'limit')).toThrow(
      'The roster answer is not one: limit.windowMinutes',
    );
  });
});
