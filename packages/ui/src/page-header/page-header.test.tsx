import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('<PageHeader>', () => {
  afterEach(cleanup);

  it("shows the title as the page's level-one heading with its actions beside it", () => {
    render(<PageHeader title="Courses" actions={<button type="button">Add Course</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add Course' })).toBeTruthy();
  });

  it('draws no actions box when there are none', () => {
    const { container } = render(<PageHeader title="New Class" />);
    expect(container.querySelector('.academy-page-header__actions')).toBeNull();
  });
});
