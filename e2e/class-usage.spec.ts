import type { Page } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, expectNoHorizontalOverflow, PHONE } from './support/a11y';
import { advanceServerClock, holdServerClock, releaseServerClock, serverNow } from './support/clock';
import { openMonitor } from './support/monitor';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass, type LabClass, labMachinesOf, machineRow, openAsStudent } from './support/student';
import { expect, test } from './support/test';

/**
 * The class monitor's usage and audit trail against the real server, its clock held: the class's machines boot at
 * one instant, a student stops one, and 30 minutes of the clock later the monitor shows exactly the machine-hours
 * that ran, as a chart and a table, and the student's command in the trail; a second command reaches the trail live.
 */

const DC01 = 'DC01 - Domain Controller';
const MINUTE = 60_000;

let labClass: LabClass;

test.beforeAll(async () => {
  // A whole minute, so that every figure is a whole number of minutes.
  const now = await serverNow();
  await holdServerClock(new Date(Math.ceil(now.getTime() / MINUTE) * MINUTE));
  labClass = await createLabClass({ attendees: 2 });
});

test.afterAll(async () => {
  await releaseServerClock();
});

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** A student's total in the usage table (the row's last cell: the student's name heads the row). */
function usageTotalOf(page: Page, username: string) {
  const row = section(page, 'Usage')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username }) });
  return row.getByRole('cell').last();
}

test("the monitor shows the student's power command in the trail and the exact machine-hours the class ran", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const [first, second] = labClass.students;
  if (!first || !second) throw new Error('two students expected');
  const studentContext = await browser.newContext();
  const instructorContext = await browser.newContext({ viewport: DESKTOP });
  try {
    const studentPage = await studentContext.newPage();
    await openAsStudent(studentPage, first);
    await machineRow(studentPage, DC01).getByRole('button').getByText('Stop').click();
    await expect(machineRow(studentPage, DC01).getByRole('button')).toHaveText(['Start', 'Reboot']);
    // Each lab has three machines: the first student's two others and the second's three run 30 minutes.
    await advanceServerClock(30 * MINUTE);

    const monitor = await instructorContext.newPage();
    await openMonitor(monitor, labClass.id);
    const usage = section(monitor, 'Usage');
    await expect(usage.getByText(/^2\.50 machine-hours in all/)).toBeVisible();
    await expect(usageTotalOf(monitor, first.username)).toHaveText('1.00');
    await expect(usageTotalOf(monitor, second.username)).toHaveText('1.50');
    const chart = usage.getByRole('img', { name: 'Machine-hours per student per day' });
    // Chartist draws a bar per student and day into the chart's SVG.
    await expect(chart.locator('svg line.ct-bar')).not.toHaveCount(0);

    const trail = section(monitor, 'Audit trail');
    const dc01 = (await labMachinesOf(first)).find((machine) => machine.name === DC01);
    const stopped = trail.getByRole('row').filter({ hasText: 'Power: stop' });
    await expect(stopped).toHaveCount(1);
    await expect(stopped).toContainText(first.email);
    await expect(stopped).toContainText(dc01?.vm ?? 'no DC01');
    await expect(stopped).toContainText('Done (200)');

    // A command while the monitor is open reaches its trail without a reload.
    await studentPage.getByRole('button', { name: 'Refresh List' }).click();
    await machineRow(studentPage, DC01).getByRole('button').getByText('Start').click();
    await expect(trail.getByRole('row').filter({ hasText: 'Power: start' })).toHaveCount(1);

    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await monitor.setViewportSize(size);
      await reviewScreenshot(monitor, testInfo.outputPath(`usage-monitor-${label}.png`));
      await expectNoAxeViolations(monitor);
      await expectNoHorizontalOverflow(monitor);
    }

    // The CSV is the table's figures, one line per student and day.
    const download = monitor.waitForEvent('download');
    await usage.getByRole('button', { name: 'Download CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('usage.csv');
    const csv = await (await saved.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,student,minutes');
    const minutesOf = (email: string) =>
      lines
        .filter((line) => line.split(',')[1] === email)
        .reduce((total, line) => total + Number(line.split(',')[2]), 0);
    expect([minutesOf(first.email), minutesOf(second.email)]).toEqual([60, 90]);
  } finally {
    await studentContext.close();
    await instructorContext.close();
  }
});
