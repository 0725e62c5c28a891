import type { ClassUsage } from '@academy/api';
import { cellOf } from '@academy/ui/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { drawChartFx, fetchUsageFx, usageOpened } from '../../model';
import { UsageSection } from './usage-section';

const usage: ClassUsage = {
  timeZone: 'Asia/Kolkata',
  asOf: '2030-05-01T19:15:00.000Z',
  days: ['2030-05-01', '2030-05-02'],
  students: [{ student: 'java-01@academy.test', minutesByDay: [100, 30], totalMinutes: 130 }],
  dayTotals: [100, 30],
  totalMinutes: 130,
};

async function renderWith(read: () => Promise<ClassUsage>) {
  const drawn: HTMLElement[] = [];
  const scope = fork({
    handlers: [
      [fetchUsageFx, read],
      [drawChartFx, async ({ element }: { element: HTMLElement }) => void drawn.push(element)],
    ] as never,
  });
  render(
    <Provider value={scope}>
      <UsageSection />
    </Provider>,
  );
  await act(() => allSettled(usageOpened, { scope, params: 'class-1' }));
  return drawn;
}

describe('<UsageSection>', () => {
  afterEach(cleanup);

  it('shows machine-hours per student and day beside the chart it hands the model', async () => {
    const drawn = await renderWith(async () => usage);
    const table = screen.getByRole('table', { name: 'Machine-hours per student per day' });
    const [, student, total] = within(table).getAllByRole('row');
    expect(cellOf(student!, 'Wed 1 May').textContent).toBe('1.67');
    expect(cellOf(student!, 'Thu 2 May').textContent).toBe('0.50');
    expect(cellOf(student!, 'Total').textContent).toBe('2.17');
    expect(within(student!).getByRole('rowheader').textContent).toBe('java-01');
    expect(cellOf(total!, 'Total').textContent).toBe('2.17');
    // The class's totals sum up in the table's foot; on a card, each figure is labelled with its day.
    expect(within(total!).getByRole('rowheader').textContent).toBe('Class');
    expect(total!.parentElement?.tagName).toBe('TFOOT');
    expect(cellOf(student!, 'Wed 1 May').dataset.label).toBe('Wed 1 May');
    expect(drawn).toEqual([screen.getByRole('img', { name: 'Machine-hours per student per day' })]);
    expect(screen.getByText(/2\.17 machine-hours in all/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says so while no machine has run, and a failed read without blanking the section', async () => {
    await renderWith(async () => ({ ...usage, days: [], students: [], dayTotals: [], totalMinutes: 0 }));
    expect(screen.getByRole('status').textContent).toBe('No machine of this class has run yet.');
    cleanup();
    await renderWith(async () => {
      throw new Error('network down');
    });
    expect(screen.getByRole('alert').textContent).toBe('Server error.');
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeTruthy();
  });
});
