import { HttpError, routes, type TrainingClassInput } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { classEditStarted } from '@/shared/model/edited-class';
import { aTrainingClass, aTrainingCourse, JAVA_101_INPUT } from '@/shared/testing/training-class';
import {
  $browserTimeZone,
  $supportedTimeZones,
  createClassFx,
  fetchCoursesFx,
  formOpened,
  updateClassFx,
} from '../../model';
import { JAVA_101_FORM } from '../../testing/java-101-form';
import { ClassForm } from './class-form';

const courses = [aTrainingCourse(), aTrainingCourse({ id: 'course-2', name: 'Python Basics' })];

function formScope(handlers: Array<[unknown, unknown]> = []): Scope {
  return fork({
    values: [
      [$browserTimeZone, 'America/New_York'],
      [$supportedTimeZones, ['America/New_York', 'Asia/Kolkata', 'Europe/Paris']],
    ],
    handlers: [[fetchCoursesFx, async () => courses], ...handlers] as never,
  });
}

async function renderOpened(scope: Scope, pathname: string = routes.classNew) {
  render(
    <Provider value={scope}>
      <ClassForm />
    </Provider>,
  );
  await act(() => allSettled(formOpened, { scope, params: { path: pathname } }));
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The 'Loading courses data' overlay, told from the zone picker's own live region. */
const loadingOverlay = () =>
  screen.queryAllByRole('status').find((status) => status.textContent?.startsWith('Loading courses data')) ?? null;

/** Types JAVA_101_FORM (the browser zone is already America/New_York). */
function fillForm() {
  change('Name', JAVA_101_FORM.name);
  change('Course', JAVA_101_FORM.courseId);
  change('First Day of Class', JAVA_101_FORM.firstDay);
  change('Last Day of Class', JAVA_101_FORM.lastDay);
  change('Instructor Email', JAVA_101_FORM.instructor);
  change('Attendees', JAVA_101_FORM.attendees);
}

describe('<ClassForm>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
    // What a test typed is kept as the form's draft: the next test starts without one.
    sessionStorage.clear();
  });

  it('has the fields, placeholders and helper text of the spec, the zone defaulting to the browser zone', async () => {
    await renderOpened(formScope());
    for (const label of [
      'Name',
      'Course',
      'Time Zone',
      'First Day of Class',
      'Last Day of Class',
      'Instructor Email',
      'Attendees',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const course = screen.getByLabelText('Course') as HTMLSelectElement;
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select course', 'Java Fundamentals', 'Python Basics']);
    const zone = screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLInputElement;
    expect(zone.value).toBe('America/New_York');
    const attendees = within(screen.getByLabelText('Attendees'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(attendees.slice(1)).toEqual(Array.from({ length: 15 }, (_, index) => String(index + 1)));
    expect((screen.getByLabelText('First Day of Class') as HTMLInputElement).type).toBe('date');
    expect(
      screen.getByText(
        'Please note the class will be provisioned one day before the first day and shut down at the end of the last day.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Class' })).toBeTruthy();
  });

  it('shows every required message on an empty submit, and sends nothing', async () => {
    const create = rs.fn(async () => undefined);
    await renderOpened(formScope([[createClassFx, create]]));
    change('Time Zone', '');
    fireEvent.blur(screen.getByLabelText('Time Zone'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    for (const message of [
      'Name is required.',
      'Please select a course option.',
      'Please select a time zone.',
      'Please select the first day of class.',
      'Please select the last day of class.',
      'Instructor email is required.',
      'Attendees is required.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(create).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required.');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('offers the active courses only', async () => {
    const archived = aTrainingCourse({ id: 'course-3', name: 'Old Java', status: 'ARCHIVED' });
    await renderOpened(formScope([[fetchCoursesFx, async () => [...courses, archived]]]));
    const options = within(screen.getByLabelText('Course')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select course',
      'Java Fundamentals',
      'Python Basics',
    ]);
  });

  it('chooses the zone by typing part of its name, and sends it', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    await renderOpened(formScope([[createClassFx, create]]));
    fillForm();
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    fireEvent.change(zone, { target: { value: 'kolk' } });
    expect(screen.getByRole('option', { name: /^Asia\/Kolkata \(UTC\+05:30\)$/ })).toBeTruthy();
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect((zone as HTMLInputElement).value).toBe('Asia/Kolkata');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    });
    expect(create.mock.calls[0]?.[1].timeZone).toBe('Asia/Kolkata');
  });

  it('checks the email format and the order of the days, and the messages go once corrected', async () => {
    await renderOpened(formScope());
    fillForm();
    change('Instructor Email', 'ada.academy.test');
    change('Last Day of Class', '2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    expect(await screen.findByText('Please check the email format.')).toBeTruthy();
    expect(screen.getByText('Last day must be on or after the first day.')).toBeTruthy();
    change('Instructor Email', JAVA_101_FORM.instructor);
    change('Last Day of Class', JAVA_101_FORM.lastDay);
    expect(screen.queryByText('Please check the email format.')).toBeNull();
    expect(screen.queryByText('Last day must be on or after the first day.')).toBeNull();
  });

  it('creates the class from what was typed', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    const scope = formScope([[createClassFx, create]]);
    await renderOpened(scope);
    fillForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    });
    expect(create.mock.calls[0]?.[1]).toEqual(JAVA_101_INPUT);
  });

  it('a failed save shows the banner above the fields and keeps everything typed', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = formScope([
      [
        createClassFx,
        async () => {
          throw new HttpError(500, 'down');
        },
      ],
    ]);
    await renderOpened(scope);
    fillForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Class' }));
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Server error.');
    expect(
      banner.compareDocumentPosition(screen.getByLabelText('Name')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Java 101');
    expect((screen.getByLabelText('Course') as HTMLSelectElement).value).toBe('course-1');
    expect((screen.getByLabelText('Last Day of Class') as HTMLInputElement).value).toBe('2026-11-23');
    expect((screen.getByLabelText('Attendees') as HTMLSelectElement).value).toBe('2');
  });

  it('edit: prefilled once the courses arrived, saved with Save Changes', async () => {
    const update = rs.fn(async () => aTrainingClass());
    const scope = formScope([[updateClassFx, update]]);
    await act(() =>
      allSettled(classEditStarted, {
        scope,
        params: aTrainingClass({
          timeZone: 'Asia/Kolkata',
          startDate: '2026-11-20T18:30:00.000Z',
          endDate: '2026-11-23T18:30:00.000Z',
        }),
      }),
    );
    await renderOpened(scope, routes.classEdit);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Java 101');
    expect((screen.getByLabelText('Time Zone') as HTMLInputElement).value).toBe('Asia/Kolkata');
    expect((screen.getByLabelText('First Day of Class') as HTMLInputElement).value).toBe('2026-11-21');
    expect((screen.getByLabelText('Last Day of Class') as HTMLInputElement).value).toBe('2026-11-23');
    expect((screen.getByLabelText('Instructor Email') as HTMLInputElement).value).toBe('ada@academy.test');
    expect((screen.getByLabelText('Attendees') as HTMLSelectElement).value).toBe('2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('covers the form with Loading courses data and its dots until the courses arrive', async () => {
    let answer: (list: typeof courses) => void = () => undefined;
    const scope = fork({ handlers: [[fetchCoursesFx, () => new Promise((resolve) => (answer = resolve))]] });
    render(
      <Provider value={scope}>
        <ClassForm />
      </Provider>,
    );
    rs.useFakeTimers();
    try {
      const settled = allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(loadingOverlay()?.textContent).toBe('Loading courses data');
      await act(() => rs.advanceTimersByTimeAsync(500));
      expect(loadingOverlay()?.textContent).toBe('Loading courses data.');
      await act(() => rs.advanceTimersByTimeAsync(1_000));
      expect(loadingOverlay()?.textContent).toBe('Loading courses data...');
      // A screen reader hears the words, not each dot.
      const hidden = [...(loadingOverlay()?.querySelectorAll('[aria-hidden="true"]') ?? [])];
      expect(hidden.map((element) => element.textContent)).toContain('...');
      await act(async () => {
        answer(courses);
        await rs.advanceTimersByTimeAsync(500);
        await settled;
      });
      expect(loadingOverlay()).toBeNull();
    } finally {
      rs.useRealTimers();
    }
  });

  it('a failed course list shows its banner with Retry', async () => {
    let fail = true;
    const scope = formScope([
      [
        fetchCoursesFx,
        async () => {
          if (fail) throw new HttpError(503, 'down');
          return courses;
        },
      ],
    ]);
    await renderOpened(scope);
    expect(screen.getByRole('alert').textContent).toContain('Trouble fetching course list from the server.');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByLabelText('Course')).getAllByRole('option')).toHaveLength(3);
  });
});
