import { apiPaths, type ClassUsage } from '@academy/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createClassReading } from '@/shared/model/class-reading';
import { createCsvDownload } from '@/shared/model/csv-download';
import { fetchUsage } from './api';
import { drawUsageChart, eraseUsageChart } from './chart-adapter';
import { chartDataOf, type UsageChartData } from './lib';

/** The class's usage on its monitor: machine-hours per student and day as a chart and a table, and its CSV. */

export const {
  opened: usageOpened,
  closed: usageClosed,
  outdated: usageOutdated,
  readFx: fetchUsageFx,
  $classId,
  $data: $usage,
  $loaded,
  $loadError,
} = createClassReading<ClassUsage | null>({ read: fetchUsage, empty: null });

export const {
  downloadClicked: csvDownloadClicked,
  downloadCsvFx,
  $downloadError: $csvError,
} = createCsvDownload({ $classId, pathOf: apiPaths.classUsageCsv, fileName: 'usage.csv' });

/** The chart's element is on the page (it is only while there are figures to draw). */
export const chartShown = createEvent<HTMLElement>();
export const chartHidden = createEvent<HTMLElement>();

export const drawChartFx = createEffect(({ element, chart }: { element: HTMLElement; chart: UsageChartData }) =>
  drawUsageChart(element, chart),
);
export const eraseChartFx = createEffect(eraseUsageChart);

const $chartElement = createStore<HTMLElement | null>(null, { serialize: 'ignore' })
  .on(chartShown, (_, element) => element)
  .reset(chartHidden, usageClosed);
/** The chart's library did not load (a network failure): the table beside it still has every figure. */
export const $chartFailed = createStore(false)
  .on(drawChartFx.fail, () => true)
  .reset(drawChartFx.done, usageOpened);

/** The element and the figures, when both are there and there is something to draw. */
const $drawable = sample({
  source: { element: $chartElement, usage: $usage },
  fn: ({ element, usage }) =>
    element !== null && usage !== null && usage.days.length > 0 ? { element, chart: chartDataOf(usage) } : null,
});

sample({
  clock: [chartShown, $usage.updates],
  source: $drawable,
  filter: Boolean,
  target: drawChartFx,
});
sample({ clock: chartHidden, target: eraseChartFx });
