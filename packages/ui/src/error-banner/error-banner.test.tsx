import { Intent } from '@blueprintjs/core';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorBanner } from './error-banner';

describe('<ErrorBanner>', () => {
  afterEach(cleanup);

  it('is an alert with the text, and Retry calls back', () => {
    const onRetry = rs.fn();
    render(
      <ErrorBanner text="Trouble fetching class list from the server." intent={Intent.WARNING} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Trouble fetching class list from the server.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without a callback', () => {
    render(<ErrorBanner text="Server error." intent={Intent.DANGER} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
