import { describe, expect, it } from '@rstest/core';
import type { InstructorIdentity } from '../../domain/ports/identity';
import { instructorNameOf } from './instructor-name';

const identity = (name: string): InstructorIdentity => ({
  subject: '00u1abc',
  email: 'ada@academy.test',
  name,
  expiresAt: undefined,
});

describe('the instructor an invitation names', () => {
  it('is their name when their sign-in carries one, else none (the class gives its instructor’s address)', () => {
    expect(instructorNameOf(identity('Ada Lovelace'))).toBe('Ada Lovelace');
    expect(instructorNameOf(identity('ada@academy.test'))).toBeUndefined();
    expect(instructorNameOf(identity('00u1abc'))).toBeUndefined();
  });
});
