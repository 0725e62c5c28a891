import { signedOut } from '@academy/bus';
import { createEvent, createStore, type EventCallable, type Store, type StoreWritable } from 'effector';

export interface EditSession<T> {
  /** Edit was clicked on an item: the form edits it (carried in client state, not in the URL). */
  editRequested: EventCallable<T>;
  /** A form for a new item opened: the form creates one. */
  createRequested: EventCallable<void>;
  /** The edit is over: the item was saved or the form was left. */
  editEnded: EventCallable<void>;
  /** The server deleted the item with this id. */
  itemDeleted: EventCallable<string>;
  /** The edit form opened with no item chosen (a reload or a typed URL): the list should say what to do. */
  editMissing: EventCallable<void>;
  /** The list's notice about it went away (dismissed, or the list closed). */
  missingNoticeClosed: EventCallable<void>;
  /** The item being edited; null when creating. */
  $editedItem: StoreWritable<T | null>;
  /** Edit mode: an item with an id is being edited. */
  $isEditing: Store<boolean>;
  /** The edit form opened with no item chosen, and the list's notice about it is still due. */
  $isEditMissing: StoreWritable<boolean>;
}

/**
 * The edit session an instructor remote's list and form share. Each page is its own chunk, loaded on first visit,
 * so the session lives in the remote's shared model, loaded with either page: the form's model is not even loaded
 * yet when Edit is clicked on the list. Features fire the events; these stores are the only place that updates them.
 */
export function createEditSession<T extends { id: string }>(): EditSession<T> {
  const editRequested = createEvent<T>();
  const createRequested = createEvent();
  const editEnded = createEvent();
  const itemDeleted = createEvent<string>();
  const editMissing = createEvent();
  const missingNoticeClosed = createEvent();

  const $editedItem = createStore<T | null>(null)
    .on(editRequested, (_, item) => item)
    .on(itemDeleted, (item, id) => (item?.id === id ? null : item))
    .reset(createRequested, editEnded, signedOut);

  const $isEditing = $editedItem.map((item) => Boolean(item?.id));

  const $isEditMissing = createStore(false)
    .on(editMissing, () => true)
    .reset(editRequested, createRequested, missingNoticeClosed, signedOut);

  return {
    editRequested,
    createRequested,
    editEnded,
    itemDeleted,
    editMissing,
    missingNoticeClosed,
    $editedItem,
    $isEditing,
    $isEditMissing,
  };
}
