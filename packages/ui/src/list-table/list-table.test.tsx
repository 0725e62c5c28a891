import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SortOrder } from '../sort-order/sort-order';
import { cellOf } from '../testing/cell-of';
import type { ListColumn } from './list-column';
import { ListTable } from './list-table';
import { statusColumn } from './status-column';

interface Course {
  id: string;
  status: string;
  name: string;
  folder: string;
}

type SortColumn = 'status' | 'name';

const columns: ListColumn<Course, SortColumn>[] = [
  statusColumn('status', 'status-width'),
  { id: 'name', header: 'Name', sortBy: 'name', kind: 'title', cell: (course) => course.name },
  { id: 'folder', header: 'Folder', className: 'folder', cell: (course) => course.folder },
  { id: 'actions', header: 'Actions', kind: 'actions', cell: () => <button type="button">Edit</button> },
];

const alpha: Course = { id: 'c1', status: 'POWERED_ON', name: 'Alpha', folder: 'Windows' };

function renderList({
  rows = [alpha],
  order = null,
  onSort = () => undefined,
  emptyMessage,
}: {
  rows?: Course[];
  order?: SortOrder<SortColumn> | null;
  onSort?: (column: SortColumn) => void;
  emptyMessage?: string;
} = {}) {
  render(
    <ListTable
      label="Courses"
      columns={columns}
      rows={rows}
      order={order}
      onSort={onSort}
      emptyMessage={emptyMessage}
    />,
  );
}

const row = () => within(screen.getByRole('table')).getAllByRole('row')[1]!;

describe('<ListTable>', () => {
  afterEach(cleanup);

  it('is a table named for its list, headed by its columns, a row a row with a cell a column', () => {
    renderList({ rows: [alpha, { ...alpha, id: 'c2', name: 'Beta' }] });
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Status', 'Name', 'Folder', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((bodyRow) => cellOf(bodyRow, 'Name').textContent)).toEqual(['Alpha', 'Beta']);
    for (const bodyRow of rows) expect(within(bodyRow).getAllByRole('cell')).toHaveLength(columns.length);
  });

  it('makes the heading of a column with a sort column a sort button that tells the order', () => {
    const sorted: SortColumn[] = [];
    renderList({ order: { column: 'name', direction: 'descending' }, onSort: (column) => sorted.push(column) });
    const heading = (name: string) => screen.getByRole('columnheader', { name });
    expect(heading('Name').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Status').getAttribute('aria-sort')).toBe('none');
    expect(heading('Folder').hasAttribute('aria-sort')).toBe(false);
    expect(within(heading('Folder')).queryByRole('button')).toBeNull();
    fireEvent.click(within(heading('Status')).getByRole('button', { name: 'Status' }));
    expect(sorted).toEqual(['status']);
  });

  it("labels each line of a card with its column's heading, the title and the buttons none", () => {
    renderList();
    expect(cellOf(row(), 'Status').dataset.label).toBe('Status');
    expect(cellOf(row(), 'Folder').dataset.label).toBe('Folder');
    expect(cellOf(row(), 'Name').dataset.label).toBeUndefined();
    expect(cellOf(row(), 'Name').classList.contains('academy-list-cell--title')).toBe(true);
    expect(cellOf(row(), 'Actions').dataset.label).toBeUndefined();
  });

  it("gives a column's cells its class, and the buttons' cell and heading the class that keeps them narrow", () => {
    renderList();
    expect(cellOf(row(), 'Status').className).toBe('academy-list-cell status-width');
    expect(cellOf(row(), 'Folder').className).toBe('academy-list-cell folder');
    expect(cellOf(row(), 'Actions').className).toBe('academy-table-actions');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toBe('academy-table-actions');
    expect(within(cellOf(row(), 'Actions')).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows a status as a dot, its words on a card for the eye only', () => {
    renderList();
    const status = cellOf(row(), 'Status');
    expect(status.textContent).toBe('');
    expect(within(status).getByRole('img', { name: 'POWERED ON' })).toBeTruthy();
    expect(status.querySelector<HTMLElement>('[data-card-text]')?.dataset.cardText).toBe('POWERED ON');
  });

  it('with no rows shows its message in one row across every column, and nothing while there is none', () => {
    renderList({ rows: [], emptyMessage: 'No courses yet.' });
    expect(screen.getByRole('cell', { name: 'No courses yet.' }).getAttribute('colspan')).toBe(String(columns.length));
    cleanup();
    renderList({ rows: [] });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
  });

  it('a table with sort buttons or row buttons is reached through them: its scrolling box takes no focus', () => {
    renderList();
    expect(screen.getByRole('table', { name: 'Courses' }).classList).not.toContain(
      'academy-list-table__table--unsorted',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});

interface Figures {
  id: string;
  name: string;
  hours: string;
}

const figureColumns: ListColumn<Figures>[] = [
  { id: 'name', header: 'Student', kind: 'title', isRowHeader: true, cell: (figures) => figures.name },
  { id: 'hours', header: 'Hours', kind: 'number', cell: (figures) => figures.hours },
];

describe('<ListTable> of figures, sorted by nothing', () => {
  afterEach(cleanup);

  function renderFigures() {
    render(
      <ListTable
        label="Hours per student"
        isCaptioned
        columns={figureColumns}
        rows={[{ id: 'ada', name: 'ada', hours: '1.50' }]}
        footRows={[{ id: 'class', name: 'Class', hours: '1.50' }]}
      />,
    );
  }

  it('is named by its caption, in a box a keyboard can focus to scroll, with no bar of sort buttons', () => {
    renderFigures();
    const table = screen.getByRole('table', { name: 'Hours per student' });
    expect(table.querySelector('caption')?.textContent).toBe('Hours per student');
    expect(table.hasAttribute('aria-label')).toBe(false);
    expect(table.classList).toContain('academy-list-table__table--unsorted');
    const box = screen.getByRole('region', { name: 'Hours per student' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(table)).toBe(true);
  });

  it('heads each row with its name, right-aligns the figures under their heading, and sums up in its foot', () => {
    renderFigures();
    const [, student, total] = screen.getAllByRole('row');
    expect(within(student!).getByRole('rowheader').textContent).toBe('ada');
    expect(within(student!).getByRole('rowheader').getAttribute('scope')).toBe('row');
    expect(cellOf(student!, 'Hours').classList).toContain('academy-list-cell--number');
    expect(screen.getByRole('columnheader', { name: 'Hours' }).classList).toContain('academy-list-cell--number');
    expect(total!.parentElement?.tagName).toBe('TFOOT');
    expect(within(total!).getByRole('rowheader').textContent).toBe('Class');
  });
});
