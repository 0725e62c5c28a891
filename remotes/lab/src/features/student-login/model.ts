import { routes } from '@academy/api';
import { $hasStudentSession, $isInstructor, withLoginDomain } from '@academy/auth';
import { $runtimeConfig, instructorSignInRequested, navigationRequested, studentSignedIn } from '@academy/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { logInFx } from '@/shared/model/lab-session';

/** What the student typed, both present (form-model.ts checks). */
export interface LoginFormValues {
  username: string;
  passphrase: string;
}

export const formOpened = createEvent();
export const loginSubmitted = createEvent<LoginFormValues>();
export const instructorLoginClicked = createEvent();

/** The login succeeded and the shell is on its way to /machines: the form stays as it was until then. */
const $isLeaving = createStore(false)
  .on(logInFx.done, () => true)
  .reset(formOpened);

/** A student or an instructor is signed in: the page says so instead of offering the form. */
export const $isSignedIn = combine(
  $hasStudentSession,
  $isInstructor,
  $isLeaving,
  (student, instructor, isLeaving) => (student || instructor) && !isLeaving,
);

/** 'Logging in' shows while the call runs and until the page is left. */
export const $isLoggingIn = combine(logInFx.pending, $isLeaving, (pending, isLeaving) => pending || isLeaving);

// A username without '@' gets the academy's login domain (spec §4 "Student session"). While 'Logging in' shows,
// a second submit (Enter again; the button stays focusable) sends nothing.
sample({
  clock: loginSubmitted,
  filter: $isLoggingIn.map((isLoggingIn) => !isLoggingIn),
  source: $runtimeConfig,
  fn: ({ loginDomain }, { username, passphrase }) => ({ email: withLoginDomain(username, loginDomain), passphrase }),
  target: logInFx,
});

// Success: @academy/auth keeps the three values, the lab session holds the class and its machines, then /machines.
sample({ clock: logInFx.done, fn: ({ params }) => params, target: studentSignedIn });
sample({ clock: logInFx.done, fn: () => ({ to: routes.machines }), target: navigationRequested });

sample({ clock: instructorLoginClicked, fn: () => ({ returnTo: routes.courses }), target: instructorSignInRequested });
