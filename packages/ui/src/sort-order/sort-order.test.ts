import { describe, expect, it } from '@rstest/core';
import { byText, type Comparator, compareText, nextSortOrder, sortedBy } from './sort-order';

interface Row {
  id: string;
  name: string;
  rank: number;
}

const rows: Row[] = [
  { id: 'b', name: 'python', rank: 2 },
  { id: 'a', name: 'Angular', rank: 1 },
  { id: 'c', name: 'class 10', rank: 2 },
  { id: 'd', name: 'class 9', rank: 1 },
];
const comparators: Record<'name' | 'rank', Comparator<Row>> = {
  name: byText((row) => row.name),
  rank: (a, b) => a.rank - b.rank,
};
const ids = (list: Row[]) => list.map((row) => row.id);

describe('sort order', () => {
  it('a heading click sorts ascending, a second click descending, another column ascending again', () => {
    const first = nextSortOrder(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSortOrder(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSortOrder(second, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSortOrder(second, 'rank')).toEqual({ column: 'rank', direction: 'ascending' });
  });

  it('compares text ignoring case, numbers in numeric order', () => {
    expect(compareText('alpha', 'ALPHA')).toBe(0);
    expect(compareText('Beta', 'alpha')).toBeGreaterThan(0);
    expect(compareText('class 9', 'class 10')).toBeLessThan(0);
  });

  it('keeps the given order with no order chosen, in a new array', () => {
    const sorted = sortedBy(rows, null, comparators);
    expect(ids(sorted)).toEqual(['b', 'a', 'c', 'd']);
    expect(sorted).not.toBe(rows);
  });

  it("sorts by the column's comparator both ways", () => {
    expect(ids(sortedBy(rows, { column: 'name', direction: 'ascending' }, comparators))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(sortedBy(rows, { column: 'name', direction: 'descending' }, comparators))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('keeps the given order of equal items', () => {
    expect(ids(sortedBy(rows, { column: 'rank', direction: 'ascending' }, comparators))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('does not reorder the list it was given', () => {
    sortedBy(rows, { column: 'name', direction: 'ascending' }, comparators);
    expect(ids(rows)).toEqual(['b', 'a', 'c', 'd']);
  });
});
