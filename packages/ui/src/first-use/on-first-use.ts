const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once, on the user's first pointer press or key press anywhere on the document (before the page's own
 * handlers see it). Returns the cancel function, for an effect's cleanup.
 */
export function onFirstUse(task: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
