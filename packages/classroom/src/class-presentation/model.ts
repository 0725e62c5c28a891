import { callErrorText, PRESENTATION_FRAME_MS, type Presentation } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchPresentation, fetchPresentedScreen } from './api';

/**
 * 'Show to class' on one student's page: the machine the instructor shows, read when the page shows the panel and told
 * through the push channel; while it is shown and not minimised, its screen is asked for every PRESENTATION_FRAME_MS
 * (an unchanged one costs a 304) and shown as a picture. Each page has its own, which hears nothing while the page is
 * away.
 */
export function createPresentation() {
  /** Open while the page shows the panel. */
  const Gate = createGate();
  const minimiseToggled = createEvent();

  const fetchPresentationFx = attach({ source: $studentApi, effect: fetchPresentation });

  const $etag = createStore<string | null>(null);
  const fetchScreenFx = attach({
    source: { api: $studentApi, etag: $etag },
    effect: ({ api, etag }) => fetchPresentedScreen({ ...api, etag }),
  });
  /** The pause between two screens. */
  const frameDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, PRESENTATION_FRAME_MS)));
  /** Shows a new picture: the address of the one it replaces is released. */
  const frameShownFx = createEffect(({ blob, previous }: { blob: Blob; previous: string | null }) => {
    if (previous) URL.revokeObjectURL(previous);
    return URL.createObjectURL(blob);
  });
  const frameDroppedFx = createEffect((url: string | null) => {
    if (url) URL.revokeObjectURL(url);
  });

  const presentationRead = sample({ clock: fetchPresentationFx.doneData, filter: Gate.status });
  const presentationTold = sample({
    clock: studentNoticeReceived.filterMap((notice) =>
      notice.kind === 'presentation' ? { presentation: notice.presentation } : undefined,
    ),
    filter: Gate.status,
  });

  const $presentation = createStore<Presentation | null>(null)
    .on(presentationRead, (_, presentation) => presentation)
    .on(presentationTold, (_, { presentation }) => presentation)
    .reset(Gate.close, signedOut);

  /** Minimised by the student: back to their own machine; a new presentation opens again. */
  const $isMinimised = createStore(false)
    .on(minimiseToggled, (isMinimised) => !isMinimised)
    .reset(presentationTold, Gate.close, signedOut);

  /** The object URL of the screen shown. */
  const $frameUrl = createStore<string | null>(null).on(frameShownFx.doneData, (_, url) => url);

  /** Why no new screen came (the machine turned off, the network), until one comes. */
  const $screenError = createStore<string | null>(null)
    .on(fetchScreenFx.failData, (_, error) => callErrorText(error))
    .reset(fetchScreenFx.done, presentationTold);

  const $isWatching = combine(
    $presentation,
    $isMinimised,
    Gate.status,
    (presentation, isMinimised, isShown) => isShown && presentation !== null && !isMinimised,
  );

  sample({ clock: Gate.open, target: fetchPresentationFx });

  const pictureReceived = fetchScreenFx.doneData.filterMap((picture) =>
    picture === 'unchanged' ? undefined : picture,
  );
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
  sample({ clock: [presentationTold, Gate.close, signedOut], source: $frameUrl, target: frameDroppedFx });
  $frameUrl.reset(frameDroppedFx);
  $etag.reset(frameDroppedFx);

  return {
    Gate,
    minimiseToggled,
    fetchPresentationFx,
    fetchScreenFx,
    frameDelayFx,
    frameShownFx,
    $presentation,
    $isMinimised,
    $frameUrl,
    $screenError,
  };
}

export type PresentationModel = ReturnType<typeof createPresentation>;
