import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { fetchCoursesFx } from '@/features/class-form/model';
import { fetchFormRosterFx } from '@/features/class-form/roster-field';
import { fetchRosterFx } from '@/features/class-roster/model';
import { classEditStarted } from '@/shared/model/edited-class';
import { aClassRoster } from '@/shared/testing/roster';
import { aTrainingClass, aTrainingCourse } from '@/shared/testing/training-class';
import ClassFormPage from './index';

function pageScope(readRoster: () => Promise<unknown>): Scope {
  return fork({
    handlers: [
      [fetchCoursesFx, async () => [aTrainingCourse()]],
      [fetchFormRosterFx, async () => aClassRoster()],
      [fetchRosterFx, readRoster],
    ] as never,
  });
}

async function renderAt(path: string, scope: Scope) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <Provider value={scope}>
        <ClassFormPage />
      </Provider>,
    );
  });
}

describe('<ClassFormPage>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
    sessionStorage.clear();
  });

  it("shows an edited class's invitations below its form, in their own chunk", async () => {
    const readRoster = rs.fn(async () => aClassRoster());
    const scope = pageScope(readRoster);
    await act(() => allSettled(classEditStarted, { scope, params: aTrainingClass({ rosterSize: 2 }) }));
    await renderAt('/classes/edit', scope);
    const panel = await screen.findByRole('region', { name: 'Invitations' });
    const form = screen.getByRole('form', { name: 'Edit Class' });
    expect(form.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(readRoster).toHaveBeenCalledOnce();
    expect(await within(panel).findByText('Bob Chen')).toBeTruthy();
  });

  it('shows none for a new class, nor for a class of numbered usernames', async () => {
    const readRoster = rs.fn(async () => aClassRoster());
    const scope = pageScope(readRoster);
    await renderAt('/classes/new', scope);
    expect(screen.getByRole('form', { name: 'New Class' })).toBeTruthy();
    cleanup();
    await act(() => allSettled(classEditStarted, { scope, params: aTrainingClass({ rosterSize: 0 }) }));
    await renderAt('/classes/edit', scope);
    expect(screen.getByRole('form', { name: 'Edit Class' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(readRoster).not.toHaveBeenCalled();
  });
});
