import { createEvent, createStore } from 'effector';
import { signedOut, type TrainingCourse } from '@academy/contracts';

/**
 * The edit session shared by this remote's two pages. Each page is its own chunk, loaded on first visit, so a
 * store one page sets for the other lives here, loaded with either page: the course form's model is not even
 * loaded yet when Edit is clicked on the list. Features fire these events; the stores below are the only
 * place that updates them.
 */

/** Edit was clicked on a course: the course form edits it (carried in client state, not in the URL). */
export const courseEditRequested = createEvent<TrainingCourse>();

/** 'Add Course' was clicked or /courses/new opened: the course form creates a new course. */
export const courseCreateRequested = createEvent();

/** The edit is over: the form closed (saved or left). */
export const courseEditEnded = createEvent();

/** /courses/edit opened with no course chosen (reload, typed URL): the list says what to do. */
export const courseEditMissing = createEvent();

/** The list that said so closed. */
export const courseEditMissingShown = createEvent();

/** The server deleted the course with this id. */
export const courseDeleted = createEvent<string>();

/** The course being edited; null when creating. */
export const $editedCourse = createStore<TrainingCourse | null>(null)
  .on(courseEditRequested, (_, course) => course)
  .on(courseDeleted, (course, id) => (course?.id === id ? null : course))
  .reset(courseCreateRequested, courseEditEnded, signedOut);

/** /courses/edit was opened without a course, and the list has not yet said so. */
export const $isEditMissing = createStore(false)
  .on(courseEditMissing, () => true)
  .reset(courseEditRequested, courseCreateRequested, courseEditMissingShown, signedOut);
