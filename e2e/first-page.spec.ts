import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { sourceVersionOf } from './support/e2e-server';
import { openAsInstructor } from './support/instructor';
import { recordRequests, watchNetwork } from './support/requests';
import { createStudent, signInAsStudent } from './support/student';
import { expect, test } from './support/test';

/** An icon-font glyph (`.bp6-icon-add::before`): the portal draws icons as SVG, so these are dropped on purpose. */
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::?before$/;

/**
 * Every class Blueprint's whole stylesheet has a rule for, icon-font glyphs aside (a reference to compare the
 * trimmed CSS with).
 */
function classesStyledByBlueprint(): Set<string> {
  const fromLab = createRequire(fileURLToPath(new URL('../remotes/lab/package.json', import.meta.url)));
  const css = readFileSync(fromLab.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
  const selectors = [...css.matchAll(/([^{}]+)\{/g)].flatMap(([, list]) => (list ?? '').split(','));
  const styled = selectors.filter((selector) => !ICON_FONT_GLYPH.test(selector.trim()));
  return new Set(styled.join(' ').match(/bp6-[a-z0-9-]+/g));
}

/** The Blueprint classes on the page's elements that Blueprint styles, but no stylesheet loaded in the page does. */
async function unstyledBlueprintClasses(page: Page): Promise<string[]> {
  const styledByBlueprint = [...classesStyledByBlueprint()];
  return page.evaluate(async (reference) => {
    const loadedSelectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) loadedSelectors.push(rule.selectorText);
        else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        collect(sheet.cssRules);
      } catch {
        // A remote's sheet from its own origin: its rules are not readable from here, its text is (CORS).
        const text = await (await fetch(sheet.href ?? '')).text();
        for (const [, selectors] of text.matchAll(/([^{}]+)\{/g)) loadedSelectors.push(selectors ?? '');
      }
    }
    const styledNow = new Set(loadedSelectors.join(' ').match(/bp6-[a-z0-9-]+/g));
    const onPage = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="bp6-"]'))) {
      for (const name of Array.from(element.classList)) if (name.startsWith('bp6-')) onPage.add(name);
    }
    const styledByFullSheet = new Set(reference);
    return [...onPage].filter((name) => styledByFullSheet.has(name) && !styledNow.has(name));
  }, styledByBlueprint);
}

/**
 * Modules that more than one loaded chunk of the same build carries (each chunk registers itself with its modules
 * in the build's chunk list, `self.chunk_<build>`): bytes the page downloaded twice.
 */
async function modulesLoadedTwice(page: Page): Promise<{ chunks: number; twice: string[] }> {
  return page.evaluate(() => {
    const twice: string[] = [];
    let count = 0;
    for (const [global, chunks] of Object.entries(self)) {
      if (!global.startsWith('chunk_') || !Array.isArray(chunks)) continue;
      const seen = new Set<string>();
      for (const [, modules] of chunks as [unknown, Record<string, unknown>][]) {
        count += 1;
        for (const id of Object.keys(modules)) {
          if (seen.has(id)) twice.push(`${global}: ${id}`);
          seen.add(id);
        }
      }
    }
    return { chunks: count, twice };
  });
}

/** The text of every script the page loaded. */
async function scriptTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Promise.all(
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map(async (entry) => (await fetch(entry.name)).text()),
    ),
  );
}

test.describe('the first page, at the byte floor', () => {
  test('the page carries its configuration and preloads its remote: no /config.json, /remotes.json round trip', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    const release = `/remotes/lab/${sourceVersionOf('lab')}`;
    expect(html).toContain('<script type="application/json" id="academy-startup-config">');
    expect(html).toContain(
      `<link rel="preload" href="${release}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    );
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" href="${release}/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-[^"]+">`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" href="${release}/static/js/async/__federation_expose_LoginPage\\.[0-9a-f]+\\.js" as="script" crossorigin="anonymous" integrity="sha384-[^"]+">`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(requests.urls.filter((url) => /\/(config|remotes)\.json$/.test(url))).toEqual([]);
    // The release check reads the manifest and hands it to the federation runtime: one request for each file.
    const fromRelease = (file: string) => requests.urls.filter((url) => url.endsWith(`${release}/${file}`));
    expect(fromRelease('mf-manifest.json')).toHaveLength(1);
    expect(fromRelease('remoteEntry.js')).toHaveLength(1);
    // Every preload is used by the request it stands for: no file of the release is downloaded twice.
    const releaseFiles = requests.urls.filter((url) => url.includes(`${release}/`));
    expect(releaseFiles.length).toBeGreaterThan(3);
    expect(new Set(releaseFiles).size).toBe(releaseFiles.length);
  });

  test('no module is downloaded twice, on /login and after sign-in on /machines', async ({ page }) => {
    const network = watchNetwork(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const onLogin = await modulesLoadedTwice(page);
    expect(onLogin.chunks).toBeGreaterThan(10);
    expect(onLogin.twice).toEqual([]);
    await signInAsStudent(page, await createStudent());
    await expect(page.getByRole('table', { name: 'Machines' })).toBeVisible();
    await network.quiet();
    expect((await modulesLoadedTwice(page)).twice).toEqual([]);
  });

  test('the scripts carry neither the build-time helpers of the federation SDK nor the name of every Blueprint icon', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await scriptTexts(page);
    expect(scripts.length).toBeGreaterThan(5);
    // Bundled from the runtime's CommonJS files, the whole SDK ships, its config helper included.
    expect(scripts.filter((text) => text.includes('createModuleFederationConfig'))).toEqual([]);
    // An icon no page shows: its name ships only with Blueprint's registry of all icon names.
    expect(scripts.filter((text) => text.includes('"add-column-left"'))).toEqual([]);
    // The icons the page does show are still drawn (the passphrase's show/hide eye).
    await expect(
      page.getByRole('button', { name: 'Show passphrase' }).locator('svg[data-icon="eye-open"]'),
    ).toBeVisible();
  });

  test('built assets arrive as their precompressed brotli copy', async ({ page }) => {
    const arrivals: Promise<{ url: string; encoding?: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
      const encoding = response.headers()['content-encoding'];
      arrivals.push(response.body().then((body) => ({ url: response.url(), encoding, bytes: body.length })));
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const assets = await Promise.all(arrivals);
    expect(assets.length).toBeGreaterThan(5);
    // A file under 256 bytes is sent as it is: a compressed copy would save less than its headers cost.
    expect(assets.filter(({ encoding, bytes }) => bytes >= 256 && encoding !== 'br')).toEqual([]);
  });

  test('every Blueprint class on /login and /machines has its styles, though each remote ships only its own rules', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await unstyledBlueprintClasses(page)).toEqual([]);
    // The inputs fill the form (input-group rules arrived).
    const input = await page.getByLabel('Username').boundingBox();
    const form = await page.getByRole('form', { name: 'Student login' }).boundingBox();
    expect(input?.width ?? 0).toBeGreaterThan((form?.width ?? 0) * 0.8);

    await signInAsStudent(page, await createStudent());
    await expect(page.getByRole('table', { name: 'Machines' })).toBeVisible();
    expect(await unstyledBlueprintClasses(page)).toEqual([]);
  });

  test('every Blueprint class on the instructor lists and forms has its styles', async ({ page }) => {
    await openAsInstructor(page, '/courses');
    for (const path of ['/courses', '/courses/new', '/classes', '/classes/new']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await unstyledBlueprintClasses(page), path).toEqual([]);
    }
  });

  test('the machine list arriving does not move the page (cumulative layout shift 0), on phones and a desktop', async ({
    browser,
  }) => {
    const student = await createStudent();
    for (const viewport of [
      { width: 320, height: 700 },
      { width: 390, height: 800 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // A returning student: the session the login page left in local storage, the lab fetched on arrival.
      await page.addInitScript((session) => {
        localStorage.setItem('academy.student.email', session.email);
        localStorage.setItem('academy.student.passphrase', session.passphrase);
        localStorage.setItem('academy.student.basic', btoa(`${session.email}:${session.passphrase}`));
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      }, student);
      const network = watchNetwork(page);
      await page.goto('/machines');
      await expect(page.getByRole('heading', { level: 1, name: student.className })).toBeVisible();
      await network.quiet();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts, `${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });
});
