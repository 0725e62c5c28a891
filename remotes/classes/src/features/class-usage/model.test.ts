import { type ClassUsage, errorTexts, HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { REREAD_DELAY_MS } from '@/shared/model/class-reading';
import { chartDataOf, type UsageChartData } from './lib';
import {
  $chartFailed,
  $loadError,
  $usage,
  chartHidden,
  chartShown,
  drawChartFx,
  eraseChartFx,
  fetchUsageFx,
  usageOpened,
  usageOutdated,
} from './model';

const usage = (minutes: number): ClassUsage => ({
  timeZone: 'Europe/Paris',
  asOf: '2030-05-02T10:00:00.000Z',
  days: ['2030-05-01', '2030-05-02'],
  students: [
    { student: 'java-01@academy.test', minutesByDay: [90, minutes], totalMinutes: 90 + minutes },
    { student: 'java-02@academy.test', minutesByDay: [0, 0], totalMinutes: 0 },
  ],
  dayTotals: [90, minutes],
  totalMinutes: 90 + minutes,
});

afterEach(() => {
  rs.useRealTimers();
});

function usageScope(read: () => Promise<ClassUsage>) {
  const drawn: UsageChartData[] = [];
  const erased: HTMLElement[] = [];
  const scope = fork({
    handlers: [
      [fetchUsageFx, read],
      [drawChartFx, async ({ chart }: { chart: UsageChartData }) => void drawn.push(chart)],
      [eraseChartFx, (element: HTMLElement) => void erased.push(element)],
    ] as never,
  });
  return { scope, drawn, erased };
}

describe('usage on the monitor', () => {
  it('draws the figures once the chart is on the page, and again when they change', async () => {
    rs.useFakeTimers();
    let minutes = 30;
    const { scope, drawn, erased } = usageScope(async () => usage(minutes));
    await allSettled(usageOpened, { scope, params: 'class-1' });
    expect(scope.getState($usage)).toEqual(usage(30));
    expect(drawn).toEqual([]);

    const element = document.createElement('div');
    await allSettled(chartShown, { scope, params: element });
    expect(drawn).toEqual([chartDataOf(usage(30))]);

    minutes = 45;
    await allSettled(usageOutdated, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(drawn).toEqual([chartDataOf(usage(30)), chartDataOf(usage(45))]);

    await allSettled(chartHidden, { scope, params: element });
    expect(erased).toEqual([element]);
  });

  it('draws nothing while no machine has run', async () => {
    const { scope, drawn } = usageScope(async () => ({ ...usage(0), days: [], students: [], dayTotals: [] }));
    await allSettled(usageOpened, { scope, params: 'class-1' });
    await allSettled(chartShown, { scope, params: document.createElement('div') });
    expect(drawn).toEqual([]);
  });

  it('keeps the figures when a later read fails, and says so', async () => {
    rs.useFakeTimers();
    let fail = false;
    const { scope } = usageScope(async () => {
      if (fail) throw new HttpError(500, 'broken');
      return usage(30);
    });
    await allSettled(usageOpened, { scope, params: 'class-1' });
    fail = true;
    await allSettled(usageOutdated, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(scope.getState($loadError)).toBe(errorTexts.server);
    expect(scope.getState($usage)).toEqual(usage(30));
  });

  it('tells a chart whose library did not load, until it is drawn', async () => {
    let loads = false;
    const scope = fork({
      handlers: [
        [fetchUsageFx, async () => usage(30)],
        [
          drawChartFx,
          async () => {
            if (!loads) throw new Error('Loading chunk failed');
          },
        ],
      ] as never,
    });
    await allSettled(usageOpened, { scope, params: 'class-1' });
    await allSettled(chartShown, { scope, params: document.createElement('div') });
    expect(scope.getState($chartFailed)).toBe(true);
    loads = true;
    await allSettled(chartShown, { scope, params: document.createElement('div') });
    expect(scope.getState($chartFailed)).toBe(false);
  });
});

describe('chartDataOf', () => {
  it('gives a bar per student and a stacked part per day, in machine-hours', () => {
    expect(chartDataOf(usage(45))).toEqual({
      labels: ['java-01', 'java-02'],
      series: [
        [1.5, 0],
        [0.75, 0],
      ],
      heightPx: 48 + 2 * 28,
    });
  });
});
