import { describe, expect, it } from '@rstest/core';
import { parseClassLabChange } from './lab-change';

describe("a lab change from the class's push channel", () => {
  it('reads a change as sent', () => {
    expect(parseClassLabChange('{"email":"ann@academy.test","reason":"power"}')).toEqual({
      email: 'ann@academy.test',
      reason: 'power',
    });
  });

  it.each([
    ['not JSON', 'power'],
    ['no e-mail', '{"reason":"power"}'],
    ['a reason this page does not know', '{"email":"ann@academy.test","reason":"weather"}'],
    ['a reason from the prototype', '{"email":"ann@academy.test","reason":"constructor"}'],
    ['an e-mail that is not text', '{"email":7,"reason":"hand"}'],
  ])('drops %s', (_case, data) => {
    expect(parseClassLabChange(data)).toBeUndefined();
  });
});
