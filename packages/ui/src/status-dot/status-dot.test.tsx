import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StatusDot } from './status-dot';

describe('<StatusDot>', () => {
  afterEach(cleanup);

  it('is an image named after the status, and no tab stop', () => {
    const { container } = render(<StatusDot status="POWERED_ON" />);
    const dot = screen.getByRole('img', { name: 'POWERED ON' });
    expect(dot.className).toContain('status-dot--green');
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('shows the status in a tooltip on hover', async () => {
    render(<StatusDot status="SUSPENDED" />);
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'SUSPENDED' }));
    expect(
      await screen.findByText('SUSPENDED', { selector: '.bp6-popover-content *, .bp6-popover-content' }),
    ).toBeTruthy();
  });
});
