import { callErrorText, httpStatusOf, type Presentation } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { fetchClassPresentation, startClassPresentation, stopClassPresentation } from '../api';
import { classChanged } from './connection';
import { $classId, monitorOpened } from './labs';

/** 'Show to class': the instructor shows one student's machine to every student of the class, and stops. */

/** The machine (its id) the instructor chose to show. */
export const presentClicked = createEvent<string>();
export const stopPresentingClicked = createEvent();

export const fetchPresentationFx = attach({ source: $instructorApi, effect: fetchClassPresentation });
export const startPresentationFx = attach({ source: $instructorApi, effect: startClassPresentation });
export const stopPresentationFx = attach({ source: $instructorApi, effect: stopClassPresentation });
reportInstructorUnauthorized([fetchPresentationFx, startPresentationFx, stopPresentationFx]);

export const $presentation = createStore<Presentation | null>(null)
  .on([fetchPresentationFx.doneData, startPresentationFx.doneData], (_, presentation) => presentation)
  .on(stopPresentationFx.done, () => null)
  .reset(monitorOpened);

/** A machine turned off since the monitor last read it is refused with 409: said plainly, not as 'Client error.'. */
export const NOT_ON_TEXT = 'Only a powered-on machine can be shown to the class.';

export const $presentationError = createStore<string | null>(null)
  .on(startPresentationFx.failData, (_, error) => (httpStatusOf(error) === 409 ? NOT_ON_TEXT : callErrorText(error)))
  .on(stopPresentationFx.failData, (_, error) => callErrorText(error))
  .reset(startPresentationFx, stopPresentationFx, monitorOpened);

export const $isPresentationBusy = combine(
  startPresentationFx.pending,
  stopPresentationFx.pending,
  (starting, stopping) => starting || stopping,
);

// Another instructor's monitor started or stopped one: read what is shown now.
const presentationChanged = classChanged.filter({ fn: ({ reason }) => reason === 'presentation' });

sample({ clock: [monitorOpened, presentationChanged], source: $classId, filter: Boolean, target: fetchPresentationFx });
sample({
  clock: presentClicked,
  source: { classId: $classId, isBusy: $isPresentationBusy },
  filter: ({ classId, isBusy }) => classId !== null && !isBusy,
  fn: ({ classId }, vm) => ({ classId: classId as string, vm }),
  target: startPresentationFx,
});
sample({
  clock: stopPresentingClicked,
  source: { classId: $classId, isBusy: $isPresentationBusy },
  filter: ({ classId, isBusy }) => classId !== null && !isBusy,
  fn: ({ classId }) => classId as string,
  target: stopPresentationFx,
});
