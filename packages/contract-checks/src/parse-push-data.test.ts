import { describe, expect, it } from '@rstest/core';
import { parsePushData } from './parse-push-data';
import { isNumber, objectOf } from './values';

const isCount = objectOf<{ count: number }>({ count: isNumber });

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
