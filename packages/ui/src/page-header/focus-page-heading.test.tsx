import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { focusPageHeading } from './focus-page-heading';

describe('focusPageHeading', () => {
  afterEach(cleanup);

  it("focuses the main area's level-one heading by script, without making it a tab stop", () => {
    render(
      <>
        <h1>Site</h1>
        <main>
          <h1>Classes</h1>
        </main>
      </>,
    );
    focusPageHeading();
    const heading = screen.getByRole('heading', { name: 'Classes' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('does nothing on a page without a heading', () => {
    render(<p>Nothing here</p>);
    focusPageHeading();
    expect(document.activeElement).toBe(document.body);
  });
});
