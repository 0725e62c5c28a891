import { describe, expect, it } from '@rstest/core';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('makes formula-leading cells inert and quotes what needs quoting', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['=HYPERLINK("http://x")', '+1'],
        ['-2', '@SUM(A1)'],
        ['plain, with comma', 7],
        [null, 'line\nbreak'],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'a,b',
      `"'=HYPERLINK(""http://x"")",'+1`,
      "'-2,'@SUM(A1)",
      '"plain, with comma",7',
      ',"line\nbreak"',
      '',
    ]);
  });
});
