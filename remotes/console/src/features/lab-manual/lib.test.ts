import { describe, expect, it } from '@rstest/core';
import { paneWidthAfterKey, paneWidthAt, stepOfText } from './lib';

describe('lab manual lib', () => {
  it('says the place as the student sees it', () => {
    expect(stepOfText(3, 12)).toBe('Step 3 of 12');
  });

  it('moves the separator by pointer and by key, within 20 to 70 percent', () => {
    expect(paneWidthAt(600, { left: 0, width: 1000 })).toBe(40);
    expect(paneWidthAt(0, { left: 0, width: 1000 })).toBe(70);
    expect(paneWidthAfterKey('ArrowLeft', 40)).toBe(45);
    expect(paneWidthAfterKey('ArrowRight', 22)).toBe(20);
    expect(paneWidthAfterKey('End', 40)).toBe(70);
    expect(paneWidthAfterKey('a', 40)).toBeNull();
  });
});
