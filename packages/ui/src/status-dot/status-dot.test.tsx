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

  it('shows the status in a tooltip while hovered, hidden from screen readers (the dot already says it)', () => {
    render(<StatusDot status="SUSPENDED" />);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'SUSPENDED' }));
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toBe('SUSPENDED');
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    fireEvent.mouseLeave(screen.getByRole('img', { name: 'SUSPENDED' }));
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('keeps the tooltip while the pointer moves onto it, and hides it on Escape', () => {
    render(<StatusDot status="POWERED_OFF" />);
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'POWERED OFF' }));
    // The bubble is inside the hovered anchor: moving onto it leaves neither.
    fireEvent.mouseOver(screen.getByRole('tooltip', { hidden: true }));
    expect(screen.getByRole('tooltip', { hidden: true })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('brings no Blueprint popover (no positioning engine on a page with a list)', () => {
    render(<StatusDot status="RUNNING" />);
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'RUNNING' }));
    expect(document.querySelector('.bp6-popover, .bp6-portal')).toBeNull();
  });
});
