/** The directions a list sorts in, named as aria-sort names them. */
export type SortDirection = 'ascending' | 'descending';

/** The column a list is sorted by, and which way. */
export interface SortOrder<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** Orders two items: negative puts `a` first, positive `b`, zero keeps them as they came. */
export type Comparator<T> = (a: T, b: T) => number;

/** A header click: a new column sorts ascending, the same column again flips the direction. */
export function nextSortOrder<Column extends string>(
  current: SortOrder<Column> | null,
  column: Column,
): SortOrder<Column> {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

const textOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Text as a person reads a list: case ignored, numbers in numeric order ('class 9' before 'class 10'). */
export function compareText(a: string, b: string): number {
  return textOrder.compare(a, b);
}

/** Items compared by one text of theirs, e.g. byText((course) => course.name). */
export function byText<T>(textOf: (item: T) => string): Comparator<T> {
  return (a, b) => compareText(textOf(a), textOf(b));
}

/**
 * The items in the chosen order, as a new array; no order keeps the order they came in. The sort is stable, so
 * items the column finds equal keep their order too.
 */
export function sortedBy<T, Column extends string>(
  items: readonly T[],
  order: SortOrder<Column> | null,
  comparators: Readonly<Record<Column, Comparator<T>>>,
): T[] {
  if (!order) return [...items];
  const compare = comparators[order.column];
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare(a, b));
}
