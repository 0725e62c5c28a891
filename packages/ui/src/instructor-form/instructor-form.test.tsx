import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstructorForm } from './instructor-form';

function renderForm(error: string, onRetry?: () => void) {
  const onSubmit = rs.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <InstructorForm
      label="New Thing"
      onSubmit={onSubmit}
      error={error}
      onRetry={onRetry}
      submitLabel="Create Thing"
      isSaving={false}
      cancelTo="/things"
    >
      <input aria-label="Name" aria-invalid="true" />
    </InstructorForm>,
  );
  return onSubmit;
}

describe('<InstructorForm>', () => {
  afterEach(cleanup);

  it('submits through the given handler and moves the focus to the first invalid field', async () => {
    const onSubmit = renderForm('');
    fireEvent.click(screen.getByRole('button', { name: 'Create Thing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByRole('form', { name: 'New Thing' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error above the fields, with Retry where offered', () => {
    const onRetry = rs.fn();
    renderForm('Server error.', onRetry);
    expect(screen.getByRole('alert').textContent).toBe('Server error.Retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
