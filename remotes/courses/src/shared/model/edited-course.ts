import { createEvent } from 'effector';
import type { TrainingCourse } from '@academy/contracts';

/**
 * Events between this remote's feature slices: one slice fires, the slice that owns the store listens.
 * Nothing here leaves the remote.
 */

/** Edit was clicked on a course: the course form edits it (carried in client state, not in the URL). */
export const courseEditRequested = createEvent<TrainingCourse>();

/** 'Add Course' was clicked or /courses/new opened: the course form creates a new course. */
export const courseCreateRequested = createEvent();

/** /courses/edit opened with no course chosen (reload, typed URL): the list says what to do. */
export const courseEditMissing = createEvent();

/** The server deleted the course with this id. */
export const courseDeleted = createEvent<string>();
