import { onFirstUse } from '@academy/ui';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { type ComponentType, useEffect, useState } from 'react';

/** An overlay's code, fetched once: a failed fetch is forgotten, so the next attempt asks the network again. */
export interface OverlayLoader {
  fetch: () => Promise<ComponentType>;
  /** The component, once fetched. */
  loaded: () => ComponentType | null;
}

/** `load` is a dynamic import() of the overlay: its own chunk, with the Blueprint overlay code it uses. */
export function overlayLoader(load: () => Promise<ComponentType>): OverlayLoader {
  let pending: Promise<ComponentType> | null = null;
  let component: ComponentType | null = null;
  return {
    fetch: () => {
      pending ??= load().then(
        (overlay) => {
          component = overlay;
          return overlay;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}

export interface LazyOverlayProps {
  loader: OverlayLoader;
  /** The model's "open" flag: the overlay's code is fetched at the latest when it first turns true. */
  $isOpen: Store<boolean>;
  /** Sent when the code could not be fetched, so the model closes the overlay and the next attempt fetches again. */
  loadFailed: EventCallable<void>;
}

/**
 * A dialog or alert whose code is not part of the page's first download: it is fetched on the student's first click
 * or key press on the page (so it is there by the time the click that opens it lands), or when it opens, whichever
 * comes first. Once fetched it stays mounted, so Blueprint plays its closing transition and returns focus.
 */
export function LazyOverlay({ loader, $isOpen, loadFailed }: LazyOverlayProps) {
  const [isOpen, failed] = useUnit([$isOpen, loadFailed]);
  const [Overlay, setOverlay] = useState<ComponentType | null>(() => loader.loaded());

  useEffect(() => {
    if (Overlay) return undefined;
    // A failed prefetch is retried when the overlay opens.
    return onFirstUse(() => void loader.fetch().catch(() => undefined));
  }, [Overlay, loader]);

  useEffect(() => {
    if (Overlay || !isOpen) return undefined;
    let mounted = true;
    loader.fetch().then(
      (overlay) => {
        if (mounted) setOverlay(() => overlay);
      },
      (error: unknown) => {
        console.error('Overlay failed to load', error);
        if (mounted) failed();
      },
    );
    return () => {
      mounted = false;
    };
  }, [Overlay, isOpen, failed, loader]);

  return Overlay ? <Overlay /> : null;
}
