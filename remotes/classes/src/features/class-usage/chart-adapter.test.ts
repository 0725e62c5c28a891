import { afterEach, describe, expect, it } from '@rstest/core';
import { drawUsageChart, eraseUsageChart } from './chart-adapter';
import { dayColourOf } from './lib';

describe('drawUsageChart', () => {
  const element = document.createElement('div');
  afterEach(() => {
    eraseUsageChart(element);
    element.remove();
  });

  it("draws each day's bars in the day's colour, the legend's", async () => {
    document.body.append(element);
    await drawUsageChart(element, {
      labels: ['java-01', 'java-02'],
      series: [
        [1, 0.5],
        [0.25, 2],
      ],
      heightPx: 104,
    });
    // Chartist draws on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const strokes = [...element.querySelectorAll<SVGElement>('line.ct-bar')].map((bar) => bar.getAttribute('style'));
    expect(strokes).toEqual([
      `stroke: ${dayColourOf(0)}`,
      `stroke: ${dayColourOf(0)}`,
      `stroke: ${dayColourOf(1)}`,
      `stroke: ${dayColourOf(1)}`,
    ]);
  });
});
