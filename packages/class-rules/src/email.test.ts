import { describe, expect, it } from '@rstest/core';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';

describe('e-mail rule (text@text)', () => {
  it.each(['ada', 'ada@', '@academy.test', 'ada @academy.test', 'a@b@c'])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it.each(['ada@academy.test', 'a@b', 'first.last+tag@sub.example.org'])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it('refuses control characters', () => {
    expect(['a\u0007@b.test', 'a@b\u0000', 'a\u007F@b', 'a\tb@c'].some(isEmailAddress)).toBe(false);
  });

  it(`accepts at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@academy.test';
    expect(isEmailAddress('a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain)).toBe(true);
    expect(isEmailAddress('a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1) + domain)).toBe(false);
  });
});
