import type { ConsoleWatchSession } from '@academy/api';
import { cellOf } from '@academy/ui/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { fetchSessionsFx, sessionsOpened } from '../../model';
import { ConsoleSessions } from './console-sessions';

const viewing: ConsoleWatchSession = {
  id: 's2',
  student: 'java-01@academy.test',
  vm: 'vm-7',
  machineName: 'DC01 - Domain Controller',
  instructor: 'Ada',
  mode: 'view',
  startedAt: '2030-05-01T10:20:00.000Z',
  endedAt: null,
};
const controlled: ConsoleWatchSession = {
  ...viewing,
  id: 's1',
  mode: 'control',
  startedAt: '2030-05-01T10:00:00.000Z',
  endedAt: '2030-05-01T10:10:00.000Z',
};

async function renderSessions(sessions: ConsoleWatchSession[]) {
  const scope = fork({ handlers: [[fetchSessionsFx, async () => sessions]] as never });
  render(
    <Provider value={scope}>
      <ConsoleSessions />
    </Provider>,
  );
  await act(() => allSettled(sessionsOpened, { scope, params: 'class-1' }));
}

describe('<ConsoleSessions>', () => {
  afterEach(cleanup);

  it('lists the sessions newest first under their caption: who, whose machine, how, from when to when', async () => {
    await renderSessions([viewing, controlled]);
    const table = screen.getByRole('table', { name: "The latest 50 sessions at students' consoles, newest first" });
    const [open, ended] = within(table).getAllByRole('row').slice(1);
    expect(cellOf(open!, 'Instructor').textContent).toBe('Ada');
    expect(cellOf(open!, 'Student').textContent).toBe('java-01@academy.test');
    expect(cellOf(open!, 'Machine').textContent).toBe('DC01 - Domain Controller');
    expect(cellOf(open!, 'Mode').textContent).toBe('Viewing');
    expect(cellOf(open!, 'Started').textContent).toBe(timeTextOf(viewing.startedAt));
    expect(cellOf(open!, 'Ended').textContent).toBe('Open now');
    expect(cellOf(ended!, 'Mode').textContent).toBe('Controlling');
    expect(cellOf(ended!, 'Ended').textContent).toBe(timeTextOf('2030-05-01T10:10:00.000Z'));
    expect(cellOf(ended!, 'Ended').dataset.label).toBe('Ended');
  });

  it("says when no instructor has opened a student's console yet, with no table", async () => {
    await renderSessions([]);
    expect(screen.getByRole('status').textContent).toBe("No instructor has opened a student's console yet.");
    expect(screen.queryByRole('table')).toBeNull();
  });
});
