/**
 * Puts focus on the page's level-one heading (focusable by script only, never a tab stop): where focus goes when
 * the element that had it is gone, e.g. the row of a class just deleted, so it does not fall back to the page's start.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
