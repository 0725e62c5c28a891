import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus in a row whose buttons change under it: when the button that held focus goes away (a
 * command changed the machine's state, and with it the actions offered), focus goes to the row itself rather than
 * to the page body, and a screen reader reads the row's name with the new state. Returns the row's focus handler.
 */
export function useFocusKeptInRow(row: RefObject<HTMLElement | null>): (event: FocusEvent) => void {
  const lastFocused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const element = lastFocused.current;
    if (element === null || element.isConnected) return;
    lastFocused.current = null;
    // Only when focus really fell out of the page: a user who moved on elsewhere keeps their place.
    if (document.activeElement === null || document.activeElement === document.body) row.current?.focus();
  });
  return (event) => {
    lastFocused.current = event.target;
  };
}
