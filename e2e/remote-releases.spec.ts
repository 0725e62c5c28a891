import { apiPaths, type RemoteRelease, type StudentLoginResponse } from '@academy/api';
import type { Page } from '@playwright/test';
import { sourceVersionOf, writeRemotesFile } from './support/e2e-server';
import { signInAsInstructor } from './support/instructor';
import { buildLabRelease, removeLabRelease, shellBuildDigest, unpackPreviousLabRelease } from './support/remote-builds';
import { createStudent, submitStudentLogin } from './support/student';
import { expect, test } from './support/test';

/**
 * Independent deployment of a remote: releases side by side under /remotes/lab/<version>/, /remotes.json switched
 * by an edit of the server's REMOTES_FILE (no shell rebuild, no restart), a release the shell cannot meet refused.
 */

const busVersion = '1.0.0';
let nextMajor: RemoteRelease;
let anotherRelease: RemoteRelease;
let newerApi: RemoteRelease;
let previousRelease: RemoteRelease;
/** The shell's build before any release above was made. */
let shellBefore: string;

/** What the lab release `newerApi` changes in `@academy/api`: a smaller message limit and a field it reads. */
const NEWER_MESSAGE_LIMIT = 40;
const WELCOME = 'Welcome to the DNS lab';

/** The lab release a page load got, as the shell marks its page area. */
function labVersionOn(page: Page) {
  return page.locator('[data-remote="lab"]').getAttribute('data-remote-version');
}

/** A student's sign-in through the lab's form: the lab sends studentSignedIn on the bus, the shell answers it. */
async function signInThroughLab(page: Page): Promise<void> {
  const student = await createStudent();
  await page.goto('/login');
  await submitStudentLogin(page, student.email, student.passphrase);
  // The shell heard the lab: its header now offers Log Out, and it routed to the machine list.
  await page.waitForURL('**/machines');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: student.className })).toBeVisible();
}

test.describe('remote releases', () => {
  test.beforeAll(() => {
    test.setTimeout(300_000);
    shellBefore = shellBuildDigest();
    nextMajor = buildLabRelease({ labVersion: '2.0.0-e2e', busVersion: '2.0.0' });
    anotherRelease = buildLabRelease({ labVersion: '1.3.0-e2e' });
    // A release whose API change the shell knows nothing of: a new limit and a new optional field of the lab's
    // answer (which the server sends; the test adds it to the answer), in @academy/api, which the lab bundles.
    newerApi = buildLabRelease({
      labVersion: '1.7.0-e2e',
      edits: [
        {
          file: 'packages/api/src/api/messages.ts',
          from: 'export const MESSAGE_MAX_LENGTH = 500;',
          to: `export const MESSAGE_MAX_LENGTH = ${NEWER_MESSAGE_LIMIT};`,
        },
        {
          file: 'packages/api/src/api/classes.ts',
          from: 'helpRequestedAt: string | null;\n}',
          to: 'helpRequestedAt: string | null;\n  welcome?: string;\n}',
        },
        {
          file: 'remotes/lab/src/shared/model/lab-session.ts',
          from: '(_, { trainingClass }) => trainingClass.name)',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the lab's source, written into the copy
          to: '(_, { trainingClass, welcome }) => (welcome ? `${trainingClass.name}: ${welcome}` : trainingClass.name))',
        },
      ],
    });
    previousRelease = unpackPreviousLabRelease();
  });

  test.afterEach(() => writeRemotesFile());

  test.afterAll(() => {
    for (const release of [nextMajor, anotherRelease, newerApi, previousRelease])
      if (release) removeLabRelease(release);
  });

  test('a lab built against the next major of the bus is refused in plain words, and the rest of the portal works', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    writeRemotesFile({ lab: nextMajor });
    await page.goto('/login');

    await expect(page.getByRole('heading', { level: 1, name: 'This part of the portal is out of step' })).toBeVisible();
    await expect(page.getByText(/The Lab part of the portal was released for a different version/)).toBeVisible();
    await expect(
      page.getByText(`For the IT team: lab 2.0.0-e2e needs @academy/bus ^2.0.0 (the portal has ${busVersion}).`),
    ).toBeVisible();
    expect(logged).toContain(
      `The lab remote 2.0.0-e2e is out of step with this portal: it needs @academy/bus ^2.0.0, the portal provides ${busVersion}`,
    );
    // Not mounted: none of the refused release's scripts ran.
    expect(await page.evaluate(() => 'academy_lab' in window)).toBe(false);

    // The header and another remote keep working.
    await page.getByRole('banner').getByRole('link', { name: 'Instructor Led Training' }).click();
    await signInAsInstructor(page, '/courses');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();

    // The operator rolls the lab back; the refusal's Reload gets the portal in step again.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'This part of the portal is out of step' })).toBeVisible();
    writeRemotesFile();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expect(page.getByText('This part of the portal is out of step')).toBeHidden();
  });

  test('another release of the lab loads, and its events reach the shell', async ({ page }) => {
    writeRemotesFile({ lab: anotherRelease });
    await signInThroughLab(page);
    expect(await labVersionOn(page)).toBe('1.3.0-e2e');
  });

  test('switching /remotes.json to another release and back takes effect at the next page load, with no rebuild', async ({
    page,
  }) => {
    const current = sourceVersionOf('lab');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await labVersionOn(page)).toBe(current);

    writeRemotesFile({ lab: anotherRelease });
    expect((await (await page.request.get('/remotes.json')).json()).lab).toEqual(anotherRelease);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await labVersionOn(page)).toBe('1.3.0-e2e');

    writeRemotesFile();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await labVersionOn(page)).toBe(current);
  });

  test('a lab release with a new API limit and field ships alone: no shell release, and the lab applies them', async ({
    page,
  }) => {
    writeRemotesFile({ lab: newerApi });
    // The server already sends the new field: the test adds it to the lab's answer.
    await page.route(`**${apiPaths.studentLogin}`, async (route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const lab = (await response.json()) as StudentLoginResponse;
      return route.fulfill({ response, json: { ...lab, welcome: WELCOME } });
    });
    const student = await createStudent();
    await page.goto('/login');
    await submitStudentLogin(page, student.email, student.passphrase);
    await expect(page.getByRole('heading', { level: 1, name: `${student.className}: ${WELCOME}` })).toBeVisible();
    expect(await labVersionOn(page)).toBe('1.7.0-e2e');

    await page.getByRole('button', { name: /^Messages/ }).click();
    const text = page.getByRole('region', { name: 'Messages of the class' }).getByLabel('Message to your instructor');
    await expect(text).toHaveAttribute('maxlength', String(NEWER_MESSAGE_LIMIT));
    await text.pressSequentially('x'.repeat(NEWER_MESSAGE_LIMIT + 5));
    await expect(text).toHaveValue('x'.repeat(NEWER_MESSAGE_LIMIT));
    // Nothing of the shell was built again: the page ran the very shell it ran before the release.
    expect(shellBuildDigest()).toBe(shellBefore);
  });

  test("the shell, on a newer federation runtime, loads the previous release's lab, and the bus reaches across", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    writeRemotesFile({ lab: previousRelease });
    await signInThroughLab(page);
    expect(await labVersionOn(page)).toBe('1.1.0');
    // Built against @academy/contracts 1.x, it asked for the shell's copy, which no page of the current parts fetches.
    expect(requested.some((url) => /\/static\/js\/async\/for-older-remotes\.\w+\.js$/.test(url))).toBe(true);
    const runtimes = await page.evaluate(async () => {
      const manifest = await (await fetch('/remotes/lab/1.1.0/mf-manifest.json')).json();
      return { built: manifest.metaData.pluginVersion as string };
    });
    expect(runtimes.built).toBe('2.8.2');
    expect(errors).toEqual([]);
  });

  test('a tampered file of a release is refused by the browser: a script fails the page load, a stylesheet is not applied', async ({
    page,
  }) => {
    const release = `/remotes/lab/${sourceVersionOf('lab')}/`;
    const refused: string[] = [];
    page.on('console', (message) => {
      const match = /integrity' attribute for resource '([^']+)'/.exec(message.text());
      if (match?.[1]) refused.push(new URL(match[1]).pathname);
    });
    const cases = [
      { file: /remoteEntry\.js$/, pageFails: true },
      { file: /static\/js\/async\/__federation_expose_LoginPage\.\w+\.js$/, pageFails: true },
      // The login page's stylesheets (which chunks hold its rules is the bundler's choice).
      { file: /static\/css\/async\/[\w.]+\.css$/, pageFails: false },
    ];
    for (const { file, pageFails } of cases) {
      refused.length = 0;
      await page.route(`**${release}**`, async (route) => {
        if (!file.test(new URL(route.request().url()).pathname)) return route.continue();
        const response = await route.fetch();
        // A CDN serving something other than what was built: one byte more.
        const body = `${await response.text()}\n`;
        await route.fulfill({ response, body, headers: { ...response.headers(), 'content-encoding': '' } });
      });
      await page.goto('/login');
      await expect(
        page.getByRole('button', { name: 'Log in' }).or(page.getByText('Loading chunk failed')),
      ).toBeVisible();
      await expect.poll(() => refused.some((pathname) => file.test(pathname))).toBe(true);
      await expect(page.getByText('Loading chunk failed')).toBeVisible({ visible: pageFails });
      await page.unrouteAll();
    }
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
