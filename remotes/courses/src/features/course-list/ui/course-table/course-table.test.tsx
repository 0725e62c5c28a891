import type { NavigationRequest } from '@academy/api';
import { navigationRequested } from '@academy/bus';
import { cellOf } from '@academy/ui/testing';
import { Classes } from '@blueprintjs/core';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { aCourse } from '@/shared/testing/courses';
import { $courses, $coursesError, $coursesStatus } from '../../model';
import { CourseTable } from './course-table';

const alpha = aCourse({ description: 'First', status: 'ARCHIVED', vms: [] });
const beta = aCourse({ id: 'c2', name: 'Beta', description: 'Second', folder: 'group-v999', vms: [] });

function renderTable(scope: Scope) {
  return render(
    <Provider value={scope}>
      <CourseTable folderNames={{ 'group-v101': 'Windows Server' }} />
    </Provider>,
  );
}

function rowNames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellOf(row, 'Name').textContent ?? '');
}

describe('<CourseTable>', () => {
  afterEach(cleanup);

  it("says 'Loading courses' while the list loads", () => {
    renderTable(fork({ values: [[$coursesStatus, 'loading']] }));
    expect(screen.getByText('Loading courses')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each course with its status dot, folder name (or id) and an Edit button', () => {
    renderTable(
      fork({
        values: [
          [$coursesStatus, 'succeeded'],
          [$courses, [alpha, beta]],
        ],
      }),
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Status', 'Name', 'Description', 'Folder', 'Actions']);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(cellOf(first!, 'Status')).getByRole('img', { name: 'ARCHIVED' })).toBeTruthy();
    expect(cellOf(first!, 'Folder').textContent).toBe('Windows Server');
    expect(cellOf(second!, 'Folder').textContent).toBe('group-v999');
    expect(within(cellOf(first!, 'Actions')).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(cellOf(second!, 'Actions')).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('names each cell by its column for the card a phone shows, the name heading the card', () => {
    renderTable(
      fork({
        values: [
          [$coursesStatus, 'succeeded'],
          [$courses, [alpha]],
        ],
      }),
    );
    const row = screen.getAllByRole('row')[1]!;
    for (const header of ['Status', 'Description', 'Folder']) {
      expect(cellOf(row, header).dataset.label).toBe(header);
    }
    expect(cellOf(row, 'Name').dataset.label).toBeUndefined();
    expect(cellOf(row, 'Actions').dataset.label).toBeUndefined();
    expect(screen.getByRole('table', { name: 'Courses' })).toBeTruthy();
  });

  it('sorts by a header click, showing the direction in aria-sort', () => {
    renderTable(
      fork({
        values: [
          [$coursesStatus, 'succeeded'],
          [$courses, [beta, alpha]],
        ],
      }),
    );
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Alpha', 'Beta']);
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Beta', 'Alpha']);
    const statusHeader = screen.getByRole('columnheader', { name: 'Status' });
    fireEvent.click(within(statusHeader).getByRole('button'));
    expect(statusHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(rowNames()).toEqual(['Beta', 'Alpha']);
  });

  it('says No courses yet. across every column when there is no course to list', () => {
    renderTable(fork({ values: [[$coursesStatus, 'succeeded']] }));
    const columns = screen.getAllByRole('columnheader');
    expect(screen.getByRole('cell', { name: 'No courses yet.' }).getAttribute('colspan')).toBe(String(columns.length));
  });

  it('Edit opens the edit form for that course', () => {
    const scope = fork({
      values: [
        [$coursesStatus, 'succeeded'],
        [$courses, [alpha, beta]],
      ],
    });
    const seen: NavigationRequest[] = [];
    createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
    renderTable(scope);
    fireEvent.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Edit' }));
    expect(seen).toEqual([{ to: '/courses/edit' }]);
  });

  it('an empty list after a failed load shows the stored error in an orange banner', () => {
    renderTable(
      fork({
        values: [
          [$coursesStatus, 'failed'],
          [$coursesError, 'Trouble fetching course list from the server.'],
        ],
      }),
    );
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe('Trouble fetching course list from the server.Retry');
    expect(banner.classList.contains(Classes.INTENT_WARNING)).toBe(true);
  });

  it('a failed reload with courses shown keeps them and shows no banner', () => {
    renderTable(
      fork({
        values: [
          [$coursesStatus, 'failed'],
          [$courses, [alpha]],
          [$coursesError, 'Client error.'],
        ],
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Alpha')).toBeTruthy();
  });
});
