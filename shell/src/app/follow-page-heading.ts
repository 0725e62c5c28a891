import { APP_TITLE } from '@academy/api';
import { focusHeading } from '@academy/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a route change the page area is watched for its heading: a remote may still be loading. */
export const PAGE_HEADING_WAIT_MS = 10_000;

export interface FollowPageHeadingOptions {
  /** Move focus to the heading: after a client-side navigation, never on the page's first load. */
  moveFocus: boolean;
  timeoutMs?: number;
}

/**
 * Follows the level-one heading of the page area for a while after a route change: the document is named after it,
 * and with `moveFocus` focus goes to it, once it appears and again when it is replaced (a loading page's heading by
 * the loaded page's), until the user moves focus elsewhere. Returns what stops following.
 */
export function followPageHeading(
  area: HTMLElement,
  { moveFocus, timeoutMs = PAGE_HEADING_WAIT_MS }: FollowPageHeadingOptions,
): () => void {
  let focused: HTMLElement | null = null;
  let userMovedFocus = false;

  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== focused) userMovedFocus = true;
  };

  const update = () => {
    const heading = area.querySelector('h1');
    if (!heading) return;
    const name = heading.textContent?.trim();
    document.title = name ? `${name} – ${APP_TITLE}` : APP_TITLE;
    if (!moveFocus || userMovedFocus || heading === focused) return;
    focused = heading;
    focusHeading(heading);
  };

  const observer = new MutationObserver(update);
  observer.observe(area, { childList: true, subtree: true, characterData: true });
  document.addEventListener('focusin', onFocusIn);
  const stop = () => {
    window.clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
  };
  const timer = window.setTimeout(stop, timeoutMs);
  update();
  return stop;
}

/**
 * Follows the page heading of `area` at every route change, moving focus to it after a client-side navigation so
 * that keyboard and screen-reader users start on the new page, as after a full page load.
 */
export function useFollowPageHeading(area: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // The first location is the page load; the same key again is a re-run of this effect, not a navigation.
    const moveFocus = lastKey.current !== null && lastKey.current !== key;
    lastKey.current = key;
    return followPageHeading(element, { moveFocus });
  }, [area, key]);
}
