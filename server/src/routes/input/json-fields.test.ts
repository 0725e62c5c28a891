import { describe, expect, it } from '@rstest/core';
import { parseJsonObject, readText } from './json-fields';

describe('parseJsonObject', () => {
  it("turns a reader's problem into a failed parse, and lets any other error through", () => {
    expect(parseJsonObject({ name: 3 }, (fields) => readText(fields, 'name'))).toEqual({
      ok: false,
      problem: 'name is required and must be a string.',
    });
    expect(() =>
      parseJsonObject({}, () => {
        throw new TypeError('a bug, not bad input');
      }),
    ).toThrow(TypeError);
  });
});
