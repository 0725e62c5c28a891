import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The widths every page must work at: a desktop, a common phone, and the narrowest phone WCAG reflow asks for. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const NARROW_PHONE = { width: 320, height: 640 } as const;

/** One axe violation as a line that says what and where, so a failing test reads on its own. */
function describeViolation(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}) {
  const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${where}`;
}

/**
 * axe-core's rules over the page as it is now, every impact counted: WCAG 2.2 A and AA and axe's best practices
 * (one main landmark, one level-one heading, content inside landmarks).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself: the default opens a second page per run to merge the frames' results,
  // for cross-origin frames, which these pages have none of (half the time of each run). Only violations are read.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map(describeViolation)).toEqual([]);
}

/**
 * axe (`check`, expectNoAxeViolations by default) on the page as it is, at the desktop width and then at the phone
 * width; the page is left at the desktop width. The pages lay out by CSS alone (no script of theirs reads the
 * window's width), so a state re-laid out by a resize is the state a load at that width shows, as on a turned tablet:
 * one load and one sign-in serve both widths.
 */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  check: (page: Page) => Promise<void> = expectNoAxeViolations,
): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await check(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** Nothing makes the page scroll sideways at a phone's width nor at the narrowest (WCAG 1.4.10 reflow), in turn. */
export async function expectNoHorizontalOverflowOnPhones(page: Page): Promise<void> {
  for (const size of [PHONE, NARROW_PHONE]) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page);
  }
}

/** Nothing makes the page scroll sideways (WCAG 1.4.10 reflow). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const widest = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    return { widest, viewport: window.innerWidth };
  });
  expect(
    overflow.widest,
    `page is ${overflow.widest} px wide in a ${overflow.viewport} px viewport`,
  ).toBeLessThanOrEqual(overflow.viewport);
}
