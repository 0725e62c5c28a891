/** The student's place, as the manual's header says it. */
export function stepOfText(step: number, count: number): string {
  return `Step ${step} of ${count}`;
}

export const TYPE_BUTTON_TEXT = 'Type into the console';

/** Said while the console has the server type a code block (what became of it replaces it). */
export const TYPING_STARTED_TEXT = 'Typing into the machine…';

export const NOT_CONNECTED_TEXT = 'Nothing was typed: the console is not connected.';

/** The manual's share of the width, in percent: its bounds and the step of an arrow key. */
export const PANE = { min: 20, max: 70, initial: 40, step: 5 } as const;

export function clampPaneWidth(percent: number): number {
  return Math.round(Math.min(PANE.max, Math.max(PANE.min, percent)));
}

/** The manual's share when the separator is dragged to `pointerX` in a layout spanning `left` to `left + width` (the manual is on the right). */
export function paneWidthAt(pointerX: number, { left, width }: { left: number; width: number }): number {
  if (width <= 0) return PANE.initial;
  return clampPaneWidth(((left + width - pointerX) / width) * 100);
}

/** The manual's share after a key on the separator, or null for a key that does not move it. */
export function paneWidthAfterKey(key: string, percent: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampPaneWidth(percent + PANE.step);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampPaneWidth(percent - PANE.step);
    case 'Home':
      return PANE.min;
    case 'End':
      return PANE.max;
    default:
      return null;
  }
}
