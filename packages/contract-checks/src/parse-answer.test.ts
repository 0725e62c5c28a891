import { errorTextByStatus } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { parseAnswer } from './parse-answer';
import { isNumber, objectOf } from './values';

const isCount = objectOf<{ count: number }>({ count: isNumber });

describe('parseAnswer', () => {
  it('answers a body of the contract as it is', () => {
    const body = { count: 2 };
    expect(parseAnswer(body, isCount, '/api/count')).toBe(body);
  });

  it('throws for any other, an error that spec §8 counts as a server error', () => {
    let thrown: unknown;
    try {
      parseAnswer({ count: '2' }, isCount, '/api/count');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual(new TypeError('/api/count: the answer does not match its contract'));
    expect(errorTextByStatus(thrown, { server: 'Server error.', client: 'Client error.' })).toBe('Server error.');
  });
});
