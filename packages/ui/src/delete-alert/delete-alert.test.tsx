import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DeleteAlert } from './delete-alert';

const props = {
  title: 'Delete Course',
  question: 'Are you sure?',
  isDeleting: false,
  onCancel: () => {},
  onConfirm: () => {},
};

describe('<DeleteAlert>', () => {
  afterEach(cleanup);

  it('stays closed while nothing waits for confirmation', () => {
    render(<DeleteAlert {...props} item={null} />);
    expect(screen.queryByText('Delete Course')).toBeNull();
  });

  it('names the item, shows the error inside and reports Cancel and Delete', () => {
    const onCancel = rs.fn();
    const onConfirm = rs.fn();
    render(
      <DeleteAlert
        {...props}
        item={{ name: 'Alpha' }}
        error="Client error."
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Delete Course' })).toBeTruthy();
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Client error.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
