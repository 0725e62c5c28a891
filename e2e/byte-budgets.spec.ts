import type { Browser, BrowserContext } from '@playwright/test';
import { INSTRUCTOR_ROUTE_BUDGET, STUDENT_FIRST_PAGE_BUDGET } from '../bench/support/byte-budgets.mjs';
import { bytesOf, recordTransfers } from '../bench/support/transfers.mjs';
import { openAsInstructor } from './support/instructor';
import { watchNetwork } from './support/requests';
import { createStudent, signInAsStudent } from './support/student';
import { expect, test } from './support/test';

/** What a signed-in browser keeps (the session in local storage, the identity provider's cookies). */
type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ColdLoad {
  path: string;
  /** Bytes of JavaScript and of CSS as the network carried them (compressed), counted as the bench counts them. */
  js: number;
  css: number;
}

/**
 * One cold load of `path`: a fresh browser context (an empty cache) holding `session` if given, until the page's
 * level-one `heading` shows and the network has gone quiet, so what the page fetches by itself after it counts too.
 */
async function coldLoad(browser: Browser, path: string, heading: string, session?: StoredSession): Promise<ColdLoad> {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    const { transfers, settled } = recordTransfers(page);
    const network = watchNetwork(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await network.quiet();
    await settled();
    return { path, js: bytesOf(transfers, 'script'), css: bytesOf(transfers, 'stylesheet') };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each of the load's JavaScript and CSS within its budget, if it has one; a failure says by how much. */
function expectWithin(load: ColdLoad, budget: { readonly js: number; readonly css?: number }): void {
  // Printed, so a change's cost shows in the run's output before it fails a budget.
  console.log(`${load.path}: ${load.js} B (${kb(load.js)}) of JavaScript, ${load.css} B of CSS`);
  for (const [kind, bytes, limit] of [
    ['JavaScript', load.js, budget.js],
    ['CSS', load.css, budget.css],
  ] as const) {
    if (limit === undefined) continue;
    // Nothing counted would pass any budget: the recorder must have seen the page's files.
    expect(bytes, `${load.path}: no ${kind} counted`).toBeGreaterThan(0);
    expect.soft(bytes, `${load.path}: ${kb(bytes)} of ${kind}, budget ${kb(limit)}`).toBeLessThanOrEqual(limit);
  }
}

const studentBudget = `${kb(STUDENT_FIRST_PAGE_BUDGET.js)} of JavaScript and ${kb(STUDENT_FIRST_PAGE_BUDGET.css)} of CSS`;

test.describe('byte budgets of a cold load (bench/support/byte-budgets.mjs)', () => {
  test(`/login and a personal link's /join each transfer at most ${studentBudget}`, async ({ browser }) => {
    const login = await coldLoad(browser, '/login', 'Student Login');
    expectWithin(login, STUDENT_FIRST_PAGE_BUDGET);
    // Without a token the page says so: the same files as with one, and no call to the server. It is the login
    // page's exposed page with the link page's own chunk (a few KB: see remotes/lab/src/pages/login/index.tsx).
    const join = await coldLoad(browser, '/join', 'Your lab');
    expectWithin(join, STUDENT_FIRST_PAGE_BUDGET);
  });

  test(`/machines, the student signed in, transfers at most ${studentBudget}`, async ({ browser, page }) => {
    const signedIn = await createStudent();
    await signInAsStudent(page, signedIn);
    const session = await page.context().storageState();
    // The heading is the lab's name: it shows once the lab has been fetched with the stored credential.
    const load = await coldLoad(browser, '/machines', signedIn.className, session);
    expectWithin(load, STUDENT_FIRST_PAGE_BUDGET);
  });

  test(`/courses and /classes, the instructor signed in, each transfer at most ${kb(INSTRUCTOR_ROUTE_BUDGET.js)} of JavaScript`, async ({
    browser,
    page,
  }) => {
    await openAsInstructor(page, '/courses');
    const session = await page.context().storageState();
    for (const [path, heading] of [
      ['/courses', 'Courses'],
      ['/classes', 'Classes'],
    ] as const) {
      expectWithin(await coldLoad(browser, path, heading, session), INSTRUCTOR_ROUTE_BUDGET);
    }
  });
});
