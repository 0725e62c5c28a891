import { type RefObject, useEffect } from 'react';

/**
 * Calls `onDismiss` when, while `active`, the user leaves `area`: presses anywhere outside it (mouse, pen or touch),
 * or moves focus to a control outside it by other means (a screen reader's cursor, a click on another control).
 */
export function useDismiss(area: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    const element = area.current;
    if (!active || !element) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !element.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [area, active, onDismiss]);
}
