import { $studentApi } from '@academy/auth';
import {
  callErrorText,
  PRESENTATION_FRAME_MS,
  type Presentation,
  signedOut,
  studentNoticeReceived,
} from '@academy/contracts';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchPresentation, fetchPresentedScreen } from './api';

/**
 * 'Show to class' on a student's page: the machine the instructor shows, read when the page opens and told through
 * the push channel; while it is shown and not minimised, its screen is asked for every PRESENTATION_FRAME_MS (an
 * unchanged one costs a 304) and shown as a picture.
 */

/** A student's page that shows the presentation opened or closed (/machines, /view). */
export const presentationMounted = createEvent();
export const presentationUnmounted = createEvent();
export const minimiseToggled = createEvent();

export const fetchPresentationFx = attach({ source: $studentApi, effect: fetchPresentation });

const $etag = createStore<string | null>(null);
export const fetchScreenFx = attach({
  source: { api: $studentApi, etag: $etag },
  effect: ({ api, etag }) => fetchPresentedScreen({ ...api, etag }),
});
/** The pause between two screens. */
export const frameDelayFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, PRESENTATION_FRAME_MS)),
);
/** Shows a new picture: the address of the one it replaces is released. */
export const frameShownFx = createEffect(({ blob, previous }: { blob: Blob; previous: string | null }) => {
  if (previous) URL.revokeObjectURL(previous);
  return URL.createObjectURL(blob);
});
const frameDroppedFx = createEffect((url: string | null) => {
  if (url) URL.revokeObjectURL(url);
});

const presentationTold = studentNoticeReceived.filterMap((notice) =>
  notice.kind === 'presentation' ? { presentation: notice.presentation } : undefined,
);

export const $presentation = createStore<Presentation | null>(null)
  .on(fetchPresentationFx.doneData, (_, presentation) => presentation)
  .on(presentationTold, (_, { presentation }) => presentation)
  .reset(presentationUnmounted, signedOut);

const $isMounted = createStore(false)
  .on(presentationMounted, () => true)
  .reset(presentationUnmounted, signedOut);

/** Minimised by the student: back to their own machine; a new presentation opens again. */
export const $isMinimised = createStore(false)
  .on(minimiseToggled, (isMinimised) => !isMinimised)
  .reset(presentationTold, presentationUnmounted, signedOut);

/** The object URL of the screen shown. */
export const $frameUrl = createStore<string | null>(null).on(frameShownFx.doneData, (_, url) => url);

/** Why no new screen came (the machine turned off, the network), until one comes. */
export const $screenError = createStore<string | null>(null)
  .on(fetchScreenFx.failData, (_, error) => callErrorText(error))
  .reset(fetchScreenFx.done, presentationTold);

const $isWatching = combine(
  $presentation,
  $isMinimised,
  $isMounted,
  (presentation, isMinimised, isMounted) => isMounted && presentation !== null && !isMinimised,
);

sample({ clock: presentationMounted, target: fetchPresentationFx });

const pictureReceived = fetchScreenFx.doneData.filterMap((picture) => (picture === 'unchanged' ? undefined : picture));
sample({ clock: pictureReceived, fn: ({ etag }) => etag, target: $etag });
sample({
  clock: pictureReceived,
  source: { previous: $frameUrl, isWatching: $isWatching },
  // An answer that comes after the presentation ended shows nothing.
  filter: ({ isWatching }) => isWatching,
  fn: ({ previous }, { blob }) => ({ blob, previous }),
  target: frameShownFx,
});

// Asked again a frame after the last answer (or failure) while the student watches: never two at once.
sample({ clock: fetchScreenFx.finally, filter: $isWatching, target: frameDelayFx });
sample({
  clock: frameDelayFx.done,
  filter: $isWatching,
  target: fetchScreenFx,
});
// The student opens the panel (or a presentation starts) with no request or pause under way: ask now.
sample({
  clock: $isWatching.updates,
  source: { isFetching: fetchScreenFx.pending, isWaiting: frameDelayFx.pending },
  filter: ({ isFetching, isWaiting }, isWatching) => isWatching && !isFetching && !isWaiting,
  target: fetchScreenFx,
});

// A presentation that ends (or changes machine) drops the picture shown.
sample({ clock: [presentationTold, presentationUnmounted, signedOut], source: $frameUrl, target: frameDroppedFx });
$frameUrl.reset(frameDroppedFx);
$etag.reset(frameDroppedFx);
