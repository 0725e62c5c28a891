import type { AuditEntry } from '@academy/api';
import { cellOf } from '@academy/ui/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { fetchTrailFx, trailOpened } from '../../model';
import { AuditTrail } from './audit-trail';

const stop: AuditEntry = {
  at: '2030-05-01T10:15:00.000Z',
  actor: 'java-01@academy.test',
  role: 'student',
  action: 'power-command',
  detail: 'stop',
  target: 'vm-7',
  clientAddress: '10.0.0.7',
  outcome: 'ok',
  status: 200,
};

async function renderTrail(trail: AuditEntry[]) {
  const scope = fork({ handlers: [[fetchTrailFx, async () => trail]] as never });
  render(
    <Provider value={scope}>
      <AuditTrail />
    </Provider>,
  );
  await act(() => allSettled(trailOpened, { scope, params: 'class-1' }));
}

describe('<AuditTrail>', () => {
  afterEach(cleanup);

  it('lists the latest actions under their caption, each line of a card labelled with its column', async () => {
    // A double click: two entries alike in every field are two lines.
    await renderTrail([stop, stop]);
    const table = screen.getByRole('table', { name: 'The latest 20 actions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [row] = rows;
    expect(cellOf(row!, 'Time').textContent).toBe(timeTextOf(stop.at));
    expect(cellOf(row!, 'Actor').textContent).toBe('java-01@academy.teststudent');
    expect(cellOf(row!, 'Action').textContent).toBe('Power: stop');
    expect(cellOf(row!, 'Target').textContent).toBe('vm-7');
    expect(cellOf(row!, 'Outcome').textContent).toBe('Done (200)');
    expect(cellOf(row!, 'Outcome').dataset.label).toBe('Outcome');
    // Nothing in it takes the focus: its box does, so that a keyboard scrolls a table wider than its place.
    expect(screen.getByRole('region', { name: 'The latest 20 actions, newest first' }).tabIndex).toBe(0);
  });

  it('says when nothing was recorded yet, with no table', async () => {
    await renderTrail([]);
    expect(screen.getByRole('status').textContent).toBe('No actions recorded yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
