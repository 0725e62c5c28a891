import { navigationRequested } from '@academy/bus';
import { type Event, sample } from 'effector';
import type { EditSession } from './create-edit-session';

/** The route a page was opened on, without a trailing slash. */
export function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export interface EditRouteConfig<T> {
  session: Pick<EditSession<T>, '$isEditing' | 'editMissing'>;
  /** The form page opened on this path. */
  formOpened: Event<{ path: string }>;
  /** The edit form's route, e.g. '/courses/edit'. */
  editPath: string;
  /** The list the instructor is sent back to. */
  listPath: string;
}

/**
 * The edit form opened with no item chosen (a reload or a typed URL: the item is carried in client state, never in
 * the URL): back to the list, in place of the form's address, and the list says what to do. Answers that event.
 */
export function leaveEditWithoutItem<T>({ session, formOpened, editPath, listPath }: EditRouteConfig<T>) {
  const openedWithoutItem = sample({
    clock: formOpened,
    source: session.$isEditing,
    filter: (isEditing, { path }) => routeOf(path) === editPath && !isEditing,
  });
  sample({ clock: openedWithoutItem, target: session.editMissing });
  sample({ clock: openedWithoutItem, fn: () => ({ to: listPath, replace: true }), target: navigationRequested });
  return openedWithoutItem;
}
