import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ListCell, ListTable } from './list-table';

function renderList() {
  render(
    <ListTable label="Courses">
      <thead>
        <tr>
          <th>Status</th>
          <th>Name</th>
          <th>Folder</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <ListCell label="Status" cardText="ACTIVE">
            <span role="img" aria-label="ACTIVE" />
          </ListCell>
          <ListCell label="Name" isTitle>
            Alpha
          </ListCell>
          <ListCell label="Folder">Windows</ListCell>
        </tr>
      </tbody>
    </ListTable>,
  );
}

describe('<ListTable>', () => {
  afterEach(cleanup);

  it('is a table named for its list, its cells still cells of their columns', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Alpha', 'Windows']);
  });

  it("labels each line of a card with its column, the title none; the card's words are for the eye only", () => {
    renderList();
    const [status, name, folder] = screen.getAllByRole('cell');
    expect(status?.dataset.label).toBe('Status');
    expect(name?.dataset.label).toBeUndefined();
    expect(name?.classList.contains('academy-list-cell--title')).toBe(true);
    expect(folder?.dataset.label).toBe('Folder');
    expect(status?.querySelector<HTMLElement>('[data-card-text]')?.dataset.cardText).toBe('ACTIVE');
    expect(within(status!).getByRole('img', { name: 'ACTIVE' })).toBeTruthy();
  });
});
