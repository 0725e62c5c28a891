import { signedOut } from '@academy/bus';
import { createEvent, createStore, type EventCallable, type StoreWritable } from 'effector';
import { nextSortOrder, type SortOrder } from './sort-order';

export interface SortOrderModel<Column extends string> {
  /** A sortable column's heading was clicked. */
  sortClicked: EventCallable<Column>;
  /** The order chosen by the heading clicks; null (the server's order) until the first, and after sign-out. */
  $sortOrder: StoreWritable<SortOrder<Column> | null>;
}

/** The sort of an instructor list: each heading click goes through nextSortOrder. */
export function createSortOrder<Column extends string>(): SortOrderModel<Column> {
  const sortClicked = createEvent<Column>();
  const $sortOrder = createStore<SortOrder<Column> | null>(null).on(sortClicked, nextSortOrder).reset(signedOut);
  return { sortClicked, $sortOrder };
}
