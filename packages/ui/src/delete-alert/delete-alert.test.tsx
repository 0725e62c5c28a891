import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DeleteAlert } from './delete-alert';

const props = {
  title: 'Delete Course',
  question: 'Are you sure?',
  isDeleting: false,
  onCancel: () => {},
  onConfirm: () => {},
};

/** A page with a heading and a row whose Delete opens the alert; a confirmed delete removes the row. */
function Page() {
  const [item, setItem] = useState<{ name: string } | null>(null);
  const [isDeleted, setDeleted] = useState(false);
  return (
    <main>
      <h1>Courses</h1>
      {!isDeleted && (
        <button type="button" onClick={() => setItem({ name: 'Alpha' })}>
          Delete Alpha
        </button>
      )}
      <DeleteAlert
        {...props}
        item={item}
        onCancel={() => setItem(null)}
        onConfirm={() => {
          setItem(null);
          setDeleted(true);
        }}
      />
    </main>
  );
}

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
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Course' });
    expect(screen.getByRole('heading', { level: 2, name: 'Delete Course' })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Are you sure?');
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Client error.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('puts focus on Cancel once open, and gives it back to the button that opened it on Cancel', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete Alpha' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("puts focus on the page's heading when the opener went with the deleted item", async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete Alpha' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Courses' })));
  });
});
