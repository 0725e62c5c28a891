import { HttpError } from '@academy/api';
import { cellOf } from '@academy/ui/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { aTrainingClass } from '@/shared/testing/training-class';
import { COPIED_CONFIRMATION_MS, copyPassphraseFx, deleteChosen, fetchClassesFx, listOpened } from '../../model';
import { ClassTable } from './class-table';

const classes = [
  aTrainingClass(),
  aTrainingClass({
    id: 'class-2',
    name: 'Angular',
    instructor: 'zoe@academy.test',
    status: 'RUNNING',
    startDate: '2026-10-01T04:00:00.000Z',
    endDate: '2026-10-03T04:00:00.000Z',
    emails: ['angular-01@academy.test'],
    passphrase: 'calm-otter-1234',
  }),
  aTrainingClass({ id: 'class-3', name: 'Finished', status: 'COMPLETED' }),
];

async function renderLoaded(handlers: Array<[unknown, unknown]> = [], listed = classes): Promise<Scope> {
  const scope = fork({ handlers: [[fetchClassesFx, async () => listed], ...handlers] as never });
  render(
    <Provider value={scope}>
      <ClassTable />
    </Provider>,
  );
  await act(() => allSettled(listOpened, { scope }));
  return scope;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => cellOf(row, 'Name').textContent);

describe('<ClassTable>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it('names each cell by its column for the card a phone shows, the name heading the card', async () => {
    await renderLoaded();
    const [java] = bodyRows();
    for (const header of ['Status', 'Instructor', 'Usernames', 'Passphrase', 'Schedule']) {
      expect(cellOf(java!, header).dataset.label).toBe(header);
    }
    expect(cellOf(java!, 'Name').dataset.label).toBeUndefined();
    expect(cellOf(java!, 'Actions').dataset.label).toBeUndefined();
    expect(screen.getByRole('table', { name: 'Classes' })).toBeTruthy();
    // The card spells out the status the table shows by hover (drawn by the style sheet, not in the cell's text).
    const status = cellOf(java!, 'Status');
    expect(status.textContent).toBe('');
    expect(within(status).getByRole('img', { name: 'SCHEDULED' })).toBeTruthy();
    expect(status.querySelector<HTMLElement>('[data-card-text]')?.dataset.cardText).toBe('SCHEDULED');
    expect(
      within(cellOf(java!, 'Actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Labs', 'Edit', 'Delete']);
  });

  it('has the seven columns and one row per class that is not completed', async () => {
    await renderLoaded();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Status', 'Name', 'Instructor', 'Usernames', 'Passphrase', 'Schedule', 'Actions']);
    expect(names()).toEqual(['Java 101', 'Angular']);
    const [java] = bodyRows();
    expect(within(cellOf(java!, 'Status')).getByRole('img', { name: 'SCHEDULED' })).toBeTruthy();
    expect(cellOf(java!, 'Instructor').textContent).toBe(classes[0]!.instructor);
    expect(
      within(cellOf(java!, 'Usernames'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['java-101-01', 'java-101-02']);
    expect(cellOf(java!, 'Passphrase').textContent).toContain('amber-river-4821');
    expect(cellOf(java!, 'Schedule').textContent).toBe('Nov 21, 2026 to Nov 23, 2026');
    expect(within(cellOf(java!, 'Actions')).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(cellOf(java!, 'Actions')).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('sorts by a clicked header and shows the direction', async () => {
    await renderLoaded();
    const nameHeader = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(nameHeader()).getByRole('button'));
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Angular', 'Java 101']);
    fireEvent.click(within(nameHeader()).getByRole('button'));
    expect(nameHeader().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Java 101', 'Angular']);
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Schedule' })).getByRole('button'));
    expect(names()).toEqual(['Angular', 'Java 101']);
    expect(nameHeader().getAttribute('aria-sort')).toBe('none');
  });

  it("says 'One per student' for a class with personal passphrases, with nothing to copy", async () => {
    const named = aTrainingClass({
      id: 'class-4',
      name: 'Named',
      emails: ['named-01@academy.test'],
      passphrase: '',
      passphraseMode: 'PERSONAL',
      rosterSize: 1,
    });
    await renderLoaded([], [aTrainingClass(), named]);
    const namedRow = bodyRows().find((row) => cellOf(row, 'Name').textContent === 'Named');
    expect(cellOf(namedRow!, 'Passphrase').textContent).toBe('One per student');
    expect(within(namedRow!).queryByRole('button', { name: 'Copy passphrase' })).toBeNull();
    const java = bodyRows().find((row) => cellOf(row, 'Name').textContent === 'Java 101');
    expect(cellOf(java!, 'Passphrase').textContent).toContain('amber-river-4821');
  });

  it('copies a passphrase and says Copied on that row for a while', async () => {
    const copy = rs.fn(async ({ id }: { id: string }) => id);
    await renderLoaded([[copyPassphraseFx, copy]]);
    rs.useFakeTimers();
    try {
      const angular = bodyRows()[1]!;
      await act(async () => {
        fireEvent.click(within(angular).getByRole('button', { name: 'Copy passphrase' }));
      });
      expect(copy).toHaveBeenCalledWith({ id: 'class-2', passphrase: 'calm-otter-1234' });
      expect(within(angular).getByRole('button', { name: 'Copied' })).toBeTruthy();
      expect(within(bodyRows()[0]!).getByRole('button', { name: 'Copy passphrase' })).toBeTruthy();
      await act(() => rs.advanceTimersByTimeAsync(COPIED_CONFIRMATION_MS));
      expect(within(angular).getByRole('button', { name: 'Copy passphrase' })).toBeTruthy();
    } finally {
      rs.useRealTimers();
    }
  });

  it('Delete tells which class to delete', async () => {
    const scope = await renderLoaded();
    const chosen: string[] = [];
    createWatch({ unit: deleteChosen, scope, fn: ({ id }) => chosen.push(id) });
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete' }));
    expect(chosen).toEqual(['class-1']);
  });

  it('says No classes yet. across every column when there is no class to list', async () => {
    await renderLoaded([[fetchClassesFx, async () => []]]);
    const columns = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(screen.getByRole('cell', { name: 'No classes yet.' }).getAttribute('colspan')).toBe(String(columns.length));
  });

  it('an empty list after a failed load shows the stored error in an orange banner', async () => {
    await renderLoaded([
      [
        fetchClassesFx,
        async () => {
          throw new HttpError(500, 'down');
        },
      ],
    ]);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe('Trouble fetching class list from the server.Retry');
    expect(banner.className).toContain('bp6-intent-warning');
  });

  it('says Loading classes while the list loads', async () => {
    const scope = fork({ handlers: [[fetchClassesFx, () => new Promise(() => undefined)]] });
    render(
      <Provider value={scope}>
        <ClassTable />
      </Provider>,
    );
    act(() => {
      void allSettled(listOpened, { scope });
    });
    expect(screen.getByRole('status').textContent).toBe('Loading classes');
  });
});
