import type { BarChart } from 'chartist';
import type { UsageChartData } from './lib';

/*
 * The charting library (Chartist: SVG, a few KB compressed) is imported here only, on the first draw: it lands in a
 * chunk of its own that only the class monitor's usage section loads.
 */

const charts = new WeakMap<HTMLElement, BarChart>();

/** Draws the chart into the element, or redraws the one drawn there. */
export async function drawUsageChart(element: HTMLElement, data: UsageChartData): Promise<void> {
  const [{ BarChart: Chart }] = await Promise.all([import('chartist'), import('chartist/dist/index.css')]);
  // The section may have gone while the library loaded.
  if (!element.isConnected) return;
  const shown = { labels: data.labels, series: data.series };
  const options = {
    horizontalBars: true,
    stackBars: true,
    height: `${data.heightPx}px`,
    axisY: { offset: 96 },
    axisX: { onlyInteger: false, labelInterpolationFnc: (value: string | number) => `${value} h` },
  };
  const drawn = charts.get(element);
  if (drawn) drawn.update(shown, options);
  else charts.set(element, new Chart(element, shown, options));
}

/** Stops the chart drawn in the element from redrawing (it listens to the window's resizes). */
export function eraseUsageChart(element: HTMLElement): void {
  charts.get(element)?.detach();
  charts.delete(element);
}
