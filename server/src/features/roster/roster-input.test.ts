import { MAX_ATTENDEES, ROSTER_NAME_MAX_LENGTH } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { parseJoinInput, parseNewStudent, parseRosterRows } from './roster-input';

const row = (name: string, email: string) => ({ name, email });

describe("a roster's rows", () => {
  it('are read trimmed, in order; a name that looks like a formula stays text', () => {
    expect(parseRosterRows([row('  Ann ', ' ann@x.org '), row("=cmd|' /C calc'!A0", 'eve@x.org')])).toEqual({
      ok: true,
      value: [row('Ann', 'ann@x.org'), row("=cmd|' /C calc'!A0", 'eve@x.org')],
    });
  });

  const refusals: Record<string, [unknown, string]> = {
    'not a list': [{ name: 'Ann' }, 'roster must be a list of { "name", "email" } rows.'],
    'too many rows': [
      Array.from({ length: 17 }, (_, index) => row(`S${index}`, `s${index}@x.org`)),
      `${MAX_ATTENDEES} students at most: this roster has 17.`,
    ],
    'a row of the wrong shape': [
      [row('Ann', 'ann@x.org'), 'bob@x.org'],
      'Row 2: it must be { "name": "…", "email": "…" }.',
    ],
    'an empty name': [[row(' ', 'ann@x.org')], 'Row 1: the name is empty.'],
    'a long name': [
      [row('x'.repeat(ROSTER_NAME_MAX_LENGTH + 1), 'ann@x.org')],
      `Row 1: the name is longer than ${ROSTER_NAME_MAX_LENGTH} characters.`,
    ],
    'a control character': [[row('Ann\u0000', 'ann@x.org')], 'Row 1: the name contains control characters.'],
    'a line break in a name': [[row('Ann\nBob', 'ann@x.org')], 'Row 1: the name contains control characters.'],
    'a bad address': [
      [row('Ann', 'ann@x.org'), row('Bob', 'x'), row('Bob', 'bob@')],
      "Row 2: 'x' is not an e-mail address.",
    ],
    'an address twice': [
      [row('Ann', 'ann@x.org'), row('Bob', 'bob@x.org'), row('Ann again', 'ANN@x.org')],
      'Row 3: ANN@x.org is already on row 1.',
    ],
    'a long hostile address, cut short': [
      [row('Ann', `${'a\u0007'.repeat(200)}@x.org`)],
      `Row 1: '${'a\uFFFD'.repeat(30)}…' is not an e-mail address.`,
    ],
  };
  for (const [what, [value, problem]] of Object.entries(refusals)) {
    it(`are refused with their row named: ${what}`, () => {
      expect(parseRosterRows(value)).toEqual({ ok: false, problem });
    });
  }
});

describe('one new student', () => {
  it('is read as a row, refused in a sentence', () => {
    expect(parseNewStudent(row(' Dan ', 'dan@x.org'))).toEqual({ ok: true, value: row('Dan', 'dan@x.org') });
    expect(parseNewStudent(row('Dan', 'dan@'))).toEqual({ ok: false, problem: "'dan@' is not an e-mail address." });
    expect(parseNewStudent([])).toEqual({ ok: false, problem: 'The request body must be a JSON object.' });
  });
});

describe("a join's body", () => {
  it('reads the token; one of the wrong shape is not well formed (and opens nothing)', () => {
    const token = 'A'.repeat(43);
    expect(parseJoinInput({ token })).toEqual({ ok: true, value: { token, wellFormed: true } });
    expect(parseJoinInput({ token: 'short' })).toEqual({ ok: true, value: { token: 'short', wellFormed: false } });
    expect(parseJoinInput({ token: 42 }).ok).toBe(false);
  });
});
