import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('<PageHeader>', () => {
  afterEach(cleanup);

  it('shows the title as the page heading with its actions beside it', () => {
    render(<PageHeader title="Courses" actions={<button type="button">Add Course</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Course' })).toBeTruthy();
  });
});
