import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { fetchClassesFx } from '@/features/class-list/model';
import { aTrainingClass } from '@/shared/testing/training-class';
import ClassListPage from './index';

describe('<ClassListPage>', () => {
  afterEach(cleanup);

  it('Delete on a row asks in the Delete Class dialog', async () => {
    const scope = fork({ handlers: [[fetchClassesFx, async () => [aTrainingClass()]]] });
    await act(async () => {
      render(
        <Provider value={scope}>
          <ClassListPage />
        </Provider>,
      );
    });
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete Class')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure? This will permanently erase this class.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
