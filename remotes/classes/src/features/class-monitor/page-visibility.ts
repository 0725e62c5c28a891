/** Whether the browser shows this tab (a hidden tab, or a minimised window, is not visible). */
export function isPageVisible(): boolean {
  return document.visibilityState === 'visible';
}

/** Calls `onChange` with the tab's visibility each time it changes; answers the function that stops watching. */
export function watchPageVisibility(onChange: (isVisible: boolean) => void): () => void {
  const changed = () => onChange(isPageVisible());
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
}
