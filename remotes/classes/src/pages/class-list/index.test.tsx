import { HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { softDeleteClassFx } from '@/features/class-delete/model';
import { fetchClassesFx } from '@/features/class-list/model';
import { aTrainingClass } from '@/shared/testing/training-class';
import ClassListPage from './index';

async function renderPage(scope: Scope): Promise<void> {
  await act(async () => {
    render(
      <Provider value={scope}>
        <ClassListPage />
      </Provider>,
    );
  });
}

describe('<ClassListPage>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it('Delete on a row asks in the Delete Class dialog', async () => {
    const scope = fork({ handlers: [[fetchClassesFx, async () => [aTrainingClass()]]] });
    await renderPage(scope);
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete Class')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure? This will permanently erase this class.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it.each([
    [500, 'Server error.'],
    [404, 'Client error.'],
  ])(
    'a delete answered %i shows %j in the banner above the list, closes the dialog and keeps the class',
    async (status, text) => {
      rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const listed = aTrainingClass();
      const scope = fork({
        handlers: [
          [fetchClassesFx, async () => [listed]],
          [
            softDeleteClassFx,
            async () => {
              throw new HttpError(status, 'refused');
            },
          ],
        ] as never,
      });
      await renderPage(scope);
      const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(within(screen.getByRole('table')).getByRole('cell', { name: listed.name })).toBeTruthy();
    },
  );
});
