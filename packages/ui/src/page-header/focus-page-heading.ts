/** Focuses a heading, made focusable by script only first: a heading is never a tab stop. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Puts focus on the page's level-one heading: where focus goes when the element that had it is gone, e.g. the row of
 * a class just deleted, so it does not fall back to the page's start.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading) focusHeading(heading);
}
