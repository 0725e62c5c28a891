import { errorTextByStatus } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { MalformedAnswerError, parseAnswer, parsePushData } from './answer';
import { isNumber, objectOf } from './values';

const isCount = objectOf<{ count: number }>({ count: isNumber });

describe('parseAnswer', () => {
  it('answers a body of the contract as it is', () => {
    const body = { count: 2 };
    expect(parseAnswer(body, isCount, '/api/count')).toBe(body);
  });

  it('throws for any other, an error that spec §8 counts as a server error', () => {
    expect(() => parseAnswer({ count: '2' }, isCount, '/api/count')).toThrow(new MalformedAnswerError('/api/count'));
    const texts = { server: 'Server error.', client: 'Client error.' };
    expect(errorTextByStatus(new MalformedAnswerError('/api/count'), texts)).toBe('Server error.');
  });
});

describe('parsePushData', () => {
  it('reads an event of the contract', () => {
    expect(parsePushData('{"count":1}', isCount)).toEqual({ count: 1 });
  });

  it.each([
    ['not JSON', '{"count":'],
    ['a missing field', '{}'],
    ['a field of the wrong type', '{"count":"1"}'],
    ['not an object', '1'],
  ])('drops %s', (_case, data) => {
    expect(parsePushData(data, isCount)).toBeUndefined();
  });
});
