import { routes, type TrainingClassInput } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { aTrainingCourse, JAVA_101_INPUT } from '@/shared/testing/training-class';
import { $browserTimeZone, $supportedTimeZones, createClassFx, fetchCoursesFx, formOpened } from '../../model';
import { JAVA_101_FORM } from '../../testing/java-101-form';
import { ClassForm } from '../class-form/class-form';

function formScope(handlers: Array<[unknown, unknown]> = []): Scope {
  return fork({
    values: [
      [$browserTimeZone, 'America/New_York'],
      [$supportedTimeZones, ['America/New_York']],
    ],
    handlers: [[fetchCoursesFx, async () => [aTrainingCourse()]], ...handlers] as never,
  });
}

async function renderForm(scope: Scope) {
  render(
    <Provider value={scope}>
      <ClassForm />
    </Provider>,
  );
  await act(() => allSettled(formOpened, { scope, params: { path: routes.classNew } }));
}

const students = () => screen.getByLabelText('Students') as HTMLTextAreaElement;
const typeRoster = (text: string) => fireEvent.change(students(), { target: { value: text } });
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`)
    .join(' | ');

function fillClassFields() {
  change('Name', JAVA_101_FORM.name);
  change('Course', JAVA_101_FORM.courseId);
  change('First Day of Class', JAVA_101_FORM.firstDay);
  change('Last Day of Class', JAVA_101_FORM.lastDay);
  change('Instructor Email', JAVA_101_FORM.instructor);
}

describe('<ClassForm> Students', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
    sessionStorage.clear();
  });

  it("is an optional, labelled field; empty, the form is the spec's (Attendees chosen, no passphrase choice)", async () => {
    await renderForm(formScope());
    expect(students().value).toBe('');
    expect(students().hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(students())).toMatch(/^Optional\. One student a line: name, then e-mail address/);
    expect(screen.getByRole('button', { name: 'Upload CSV…' })).toBeTruthy();
    expect(screen.getByLabelText('Attendees').tagName).toBe('SELECT');
    expect(screen.queryByRole('group', { name: 'Passphrase' })).toBeNull();
  });

  it('says each problem with its row as it is typed, ties the messages to the field, and previews the rows', async () => {
    await renderForm(formScope());
    typeRoster('name,email\nAnn Lee, ann@x.org\nBob, bob@\nAnn Again, ANN@x.org');
    expect(students().getAttribute('aria-invalid')).toBe('true');
    const described = descriptionOf(students());
    expect(described).toContain("Row 3: 'bob@' is not an e-mail address.");
    expect(described).toContain('Row 4: ANN@x.org is already on row 2.');
    const preview = screen.getByRole('table', { name: 'Preview: 3 students' });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2Ann Leeann@x.org', '3 (has a problem)Bobbob@', '4 (has a problem)Ann AgainANN@x.org']);
    typeRoster('name,email\nAnn Lee, ann@x.org\nBob, bob@x.org');
    expect(students().hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(students())).not.toContain('Row');
  });

  it('counts the students too many, and shows ten problems of a long paste with how many more', async () => {
    await renderForm(formScope());
    typeRoster(Array.from({ length: 17 }, () => 'a, a@b').join('\n'));
    const messages = descriptionOf(students());
    expect(messages).toContain('15 students at most: this roster has 17.');
    expect(messages).toContain('And 7 more problems.');
    expect(screen.getByText('And 2 more rows.')).toBeTruthy();
  });

  it('Attendees follows the roster: its count, shown and read-only, and the passphrase is chosen', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    await renderForm(formScope([[createClassFx, create]]));
    fillClassFields();
    typeRoster('Ann Lee, ann@x.org\nBob Chen, bob@x.org');
    const attendees = screen.getByLabelText('Attendees') as HTMLInputElement;
    expect(attendees.value).toBe('2');
    expect(attendees.readOnly).toBe(true);
    expect(descriptionOf(attendees)).toContain('One per student of the roster.');
    const choice = screen.getByRole('group', { name: 'Passphrase' });
    expect(within(choice).getByLabelText('One class passphrase')).toHaveProperty('checked', true);
    fireEvent.click(within(choice).getByLabelText('A personal passphrase per student'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    });
    expect(create.mock.calls[0]?.[1]).toEqual({
      ...JAVA_101_INPUT,
      attendees: 2,
      roster: [
        { name: 'Ann Lee', email: 'ann@x.org' },
        { name: 'Bob Chen', email: 'bob@x.org' },
      ],
      passphraseMode: 'PERSONAL',
    });
  });

  it('a refused submit puts the focus on the roster when it is what is wrong', async () => {
    const create = rs.fn(async () => undefined);
    await renderForm(formScope([[createClassFx, create]]));
    fillClassFields();
    typeRoster('Ann Lee, ann@');
    const save = screen.getByRole('button', { name: 'Create Class' });
    save.focus();
    await act(async () => {
      fireEvent.click(save);
    });
    await waitFor(() => expect(document.activeElement).toBe(students()));
    expect(create).not.toHaveBeenCalled();
  });

  it("'Upload CSV…' puts the file's rows in the field; the chooser itself is out of the Tab order", async () => {
    await renderForm(formScope());
    const chooser = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(chooser?.tabIndex).toBe(-1);
    const file = new File(['Name\tE-mail\nAnn Lee\tann@x.org\n'], 'class.tsv', { type: 'text/tab-separated-values' });
    await act(async () => {
      fireEvent.change(chooser as HTMLInputElement, { target: { files: [file] } });
    });
    await waitFor(() => expect(students().value).toBe('Name\tE-mail\nAnn Lee\tann@x.org\n'));
    expect(screen.getByRole('table', { name: 'Preview: 1 student' })).toBeTruthy();
  });

  it('says why a file is refused, next to the field', async () => {
    await renderForm(formScope());
    const chooser = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(70 * 1024)], 'big.csv');
    await act(async () => {
      fireEvent.change(chooser, { target: { files: [file] } });
    });
    await waitFor(() =>
      expect(descriptionOf(students())).toContain('big.csv is 70 KB: a roster file is at most 64 KB.'),
    );
  });
});
