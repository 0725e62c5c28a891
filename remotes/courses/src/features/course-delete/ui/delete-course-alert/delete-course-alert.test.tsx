import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { aCourse } from '@/shared/testing/courses';
import { $courseToDelete, $deleteError, deleteClicked } from '../../model';
import { DeleteCourseAlert } from './delete-course-alert';

const alpha = aCourse();

describe('<DeleteCourseAlert>', () => {
  afterEach(cleanup);

  it('stays closed until a course waits for confirmation', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <DeleteCourseAlert />
      </Provider>,
    );
    expect(screen.queryByText('Delete Course')).toBeNull();
    await allSettled(deleteClicked, { scope, params: alpha });
    expect(await screen.findByText('Delete Course')).toBeTruthy();
    expect(screen.getByText('Are you sure? This will permanently erase this course.')).toBeTruthy();
    expect(screen.getByText('Alpha')).toBeTruthy();
  });

  it('Cancel closes it; the stored error shows inside', async () => {
    const scope = fork({
      values: [
        [$courseToDelete, alpha],
        [$deleteError, 'Client error.'],
      ],
    });
    render(
      <Provider value={scope}>
        <DeleteCourseAlert />
      </Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Client error.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(scope.getState($courseToDelete)).toBeNull();
  });
});
