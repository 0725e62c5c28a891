import { describe, expect, it } from '@rstest/core';
import { checkRosterText, rosterRowsOf } from './roster-rows';
import { formatRosterText, splitRosterText } from './roster-text';

describe('splitRosterText', () => {
  it('keeps a quoted line break inside its cell, and counts the lines after it', () => {
    expect(splitRosterText('"Ann\nLee", ann@x.org\nBob, bob@x.org')).toEqual([
      { line: 1, cells: ['Ann\nLee', 'ann@x.org'] },
      { line: 3, cells: ['Bob', 'bob@x.org'] },
    ]);
  });

  it('takes an unclosed quote to the end of the text', () => {
    expect(splitRosterText('"Ann, ann@x.org')).toEqual([{ line: 1, cells: ['Ann, ann@x.org'] }]);
  });
});

describe('formatRosterText', () => {
  it('writes rows that read back as they were, quoting what needs it', () => {
    const rows = [
      { name: 'Lee, Ann', email: 'ann@x.org' },
      { name: 'Bob "Bo" Chen', email: 'bob@x.org' },
      { name: "=cmd|' /C calc'!A0", email: 'eve@x.org' },
      { name: 'Cy; Diaz', email: 'cy@x.org' },
    ];
    const text = formatRosterText(rows);
    expect(text).toBe(
      '"Lee, Ann", ann@x.org\n"Bob ""Bo"" Chen", bob@x.org\n=cmd|\' /C calc\'!A0, eve@x.org\n"Cy; Diaz", cy@x.org',
    );
    expect(rosterRowsOf(checkRosterText(text))).toEqual(rows);
  });
});
