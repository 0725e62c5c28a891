import { callErrorText, type RosterStudent } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { addStudent, removeStudent } from '../api';
import { hasNoProblem, newStudentProblemsOf, usernameKeyOf } from '../lib';
import { $roster, $rosterClassId, rosterClosed, rosterOpened, rosterOutdated } from './roster';

/** The monitor's late joiners and leavers: 'Add a student' and 'Remove' on a student's card. */

export type NewStudentField = 'name' | 'email';

export const addStudentClicked = createEvent();
export const newStudentChanged = createEvent<{ field: NewStudentField; value: string }>();
/** The field was left: its message shows from now on. */
export const newStudentFieldLeft = createEvent<NewStudentField>();
export const addStudentSubmitted = createEvent();
export const addStudentCancelled = createEvent();
export const removeClicked = createEvent<string>();
export const removeCancelled = createEvent();
export const removeConfirmed = createEvent();
/** A student joined or left through this page: their lab comes or goes (the page reads the labs again). */
export const studentsChanged = createEvent();

export const addStudentFx = attach({ source: $instructorApi, effect: addStudent });
export const removeStudentFx = attach({ source: $instructorApi, effect: removeStudent });
reportInstructorUnauthorized([addStudentFx, removeStudentFx]);

/** The class names its students: they can be added and removed here (a class of numbered usernames has no roster). */
export const $hasRoster = $roster.map((roster) => (roster?.students.length ?? 0) > 0);

export const $isAddOpen = createStore(false)
  .on(addStudentClicked, () => true)
  .reset(addStudentCancelled, addStudentFx.done, rosterOpened, rosterClosed, signedOut);

/** What was typed in 'Add a student': kept when the call fails, so nothing is typed twice. */
export const $newStudent = createStore({ name: '', email: '' })
  .on(newStudentChanged, (student, { field, value }) => ({ ...student, [field]: value }))
  .reset(addStudentFx.done, rosterOpened, rosterClosed, signedOut);

/** The fields whose messages show: left once, or all of them after a submit. */
const $shownFields = createStore<ReadonlySet<NewStudentField>>(new Set())
  .on(newStudentFieldLeft, (shown, field) => new Set(shown).add(field))
  .on(addStudentSubmitted, () => new Set<NewStudentField>(['name', 'email']))
  .reset(addStudentClicked, addStudentCancelled, addStudentFx.done, rosterOpened, rosterClosed, signedOut);

const $problems = combine($newStudent, $roster, (student, roster) =>
  newStudentProblemsOf(student, roster?.students ?? []),
);

/** Each field's message as shown, and the class's (full) at once: there is no point typing then. */
export const $newStudentMessages = combine($problems, $shownFields, (problems, shown) => ({
  name: shown.has('name') ? problems.name : null,
  email: shown.has('email') ? problems.email : null,
  class: problems.class,
}));

/** A failed add ('Server error.'), in the dialog's banner above what was typed. */
export const $addError = createStore('')
  .on(addStudentFx.failData, (_, error) => callErrorText(error))
  .reset(addStudentClicked, addStudentFx, addStudentCancelled, rosterOpened, rosterClosed, signedOut);

sample({
  clock: addStudentSubmitted,
  source: { classId: $rosterClassId, student: $newStudent, problems: $problems, isAdding: addStudentFx.pending },
  filter: ({ classId, problems, isAdding }) => classId !== null && hasNoProblem(problems) && !isAdding,
  fn: ({ classId, student }) => ({
    classId: classId as string,
    student: { name: student.name.trim(), email: student.email.trim() },
  }),
  target: addStudentFx,
});

/** The student 'Remove' waits to be confirmed for; open until the call ends (its buttons wait meanwhile). */
export const $removeCandidate = createStore<RosterStudent | null>(null)
  .on(
    sample({
      clock: removeClicked,
      source: $roster,
      fn: (roster, username) =>
        roster?.students.find((student) => usernameKeyOf(student.username) === usernameKeyOf(username)) ?? null,
    }),
    (_, student) => student,
  )
  .reset(removeCancelled, removeStudentFx.finally, rosterOpened, rosterClosed, signedOut);

/** A failed remove, on the monitor's banner: the student stays as they were. */
export const $removeError = createStore('')
  .on(removeStudentFx.failData, (_, error) => callErrorText(error))
  .reset(removeStudentFx, rosterOpened, rosterClosed, signedOut);

sample({
  clock: removeConfirmed,
  source: { classId: $rosterClassId, student: $removeCandidate },
  filter: ({ classId, student }) => classId !== null && student !== null,
  fn: ({ classId, student }) => ({ classId: classId as string, username: (student as RosterStudent).username }),
  target: removeStudentFx,
});

sample({ clock: [addStudentFx.done, removeStudentFx.done], target: [rosterOutdated, studentsChanged] });
