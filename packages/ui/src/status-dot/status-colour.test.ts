import { describe, expect, it } from '@rstest/core';
import { statusColourOf, statusLabelOf, statusWordsOf } from './status-colour';

describe('status dot colour', () => {
  it.each([
    ['POWERED_ON', 'green'],
    ['RUNNING', 'green'],
    ['ACTIVE', 'green'],
    ['SUSPEND', 'yellow'],
    ['SUSPENDED', 'yellow'],
    ['SCHEDULED', 'yellow'],
    ['POWERED_OFF', 'red'],
    ['COMPLETED', 'red'],
    ['ARCHIVED', 'red'],
    ['SOMETHING_ELSE', 'red'],
    ['constructor', 'red'],
  ])('%s is %s', (status, colour) => {
    expect(statusColourOf(status)).toBe(colour);
  });

  it('reads the status with underscores replaced by spaces', () => {
    expect(statusLabelOf('POWERED_OFF')).toBe('POWERED OFF');
  });

  it.each([
    ['POWERED_ON', 'Powered On'],
    ['SUSPEND', 'Suspend'],
    ['RUNNING', 'Running'],
  ])('says %s in words as %s', (status, words) => {
    expect(statusWordsOf(status)).toBe(words);
  });
});
