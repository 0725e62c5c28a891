import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ListPage } from './list-page';

describe('<ListPage>', () => {
  afterEach(cleanup);

  it('heads the list with its title and add button, and shows no notice while there is none', () => {
    const onAdd = rs.fn();
    render(
      <ListPage title="Things" addLabel="Add Thing" onAdd={onAdd} notice="">
        <p>the list</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Thing' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('the list')).toBeTruthy();
  });

  it('says the notice, with Dismiss only where the page offers it', () => {
    const onDismiss = rs.fn();
    const { rerender } = render(
      <ListPage title="Things" addLabel="Add Thing" onAdd={() => undefined} notice="Choose one.">
        {null}
      </ListPage>,
    );
    expect(screen.getByRole('status').textContent).toBe('Choose one.');
    rerender(
      <ListPage
        title="Things"
        addLabel="Add Thing"
        onAdd={() => undefined}
        notice="Choose one."
        onDismissNotice={onDismiss}
      >
        {null}
      </ListPage>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
