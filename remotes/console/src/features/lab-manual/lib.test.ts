import { describe, expect, it } from '@rstest/core';
import { keysTextOf, paneWidthAfterKey, paneWidthAt, stepOfText, untypableCharacters, untypableText } from './lib';

describe('lab manual lib', () => {
  it('says the place as the student sees it', () => {
    expect(stepOfText(3, 12)).toBe('Step 3 of 12');
  });

  it('types printable US-ASCII, tabs and line breaks, and names everything else once', () => {
    expect(untypableCharacters('Get-Service | ? {$_.Status -eq "Running"}\n\tdone~')).toEqual([]);
    expect(keysTextOf('a\r\nb\rc')).toBe('a\nb\nc');
    expect(untypableCharacters('café café\u00a0€')).toEqual(['é', '\u00a0', '€']);
    expect(untypableText(['é', '\u00a0'])).toContain('“é”, U+00A0.');
    expect(untypableText(['1', '2', '3', '4', '5', '6', '7'])).toContain('and 2 more');
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
