import type { BarChart } from 'chartist';
import { dayColourOf, type UsageChartData } from './lib';

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
  // Chartist lays horizontal bars out from the bottom up: reversed, the first student is on top, as in the table.
  const shown = { labels: [...data.labels].reverse(), series: data.series.map((day) => [...day].reverse()) };
  const options = {
    horizontalBars: true,
    stackBars: true,
    height: `${data.heightPx}px`,
    chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
    axisY: { offset: 140 },
    axisX: { onlyInteger: false, labelInterpolationFnc: (value: string | number) => `${value} h` },
  };
  const drawn = charts.get(element);
  if (drawn) {
    drawn.update(shown, options);
    return;
  }
  const chart = new Chart(element, shown, options);
  // A day's bars take its colour from the one list the legend reads too (Chartist draws on the next tick).
  chart.on('draw', (event) => {
    if (event.type === 'bar') event.element.attr({ style: `stroke: ${dayColourOf(event.seriesIndex)}` });
  });
  charts.set(element, chart);
}

/** Stops the chart drawn in the element from redrawing (it listens to the window's resizes). */
export function eraseUsageChart(element: HTMLElement): void {
  charts.get(element)?.detach();
  charts.delete(element);
}
