import { signedOut, studentSignedIn } from '@academy/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { encodeBasicCredential } from './basic-credential';
import { readStoredStudentSession, type StoredStudentSession, writeStoredStudentSession } from './local-storage';

/** The page started: the session an earlier page left in local storage is read once (explicit start). */
export const studentSessionStarted = createEvent();

export const readStudentSessionFx = createEffect(readStoredStudentSession);

sample({ clock: studentSessionStarted, target: readStudentSessionFx });

// Empty by default, never the values read at start-up: `reset(signedOut)` returns a store to its default, so a
// default read from storage would bring a signed-out session back (shared classroom PCs).
export const $studentEmail = createStore('')
  .on(readStudentSessionFx.doneData, (_, { email }) => email)
  .on(studentSignedIn, (_, { email }) => email)
  .reset(signedOut);
export const $studentPassphrase = createStore('')
  .on(readStudentSessionFx.doneData, (_, { passphrase }) => passphrase)
  .on(studentSignedIn, (_, { passphrase }) => passphrase)
  .reset(signedOut);
export const $studentBasic = createStore('')
  .on(readStudentSessionFx.doneData, (_, { basic }) => basic)
  .on(studentSignedIn, (_, { email, passphrase }) => encodeBasicCredential(email, passphrase))
  .reset(signedOut);

/** The header's Machines link and the lab's pages need all three values (spec §2 "Header"). */
export const $hasStudentSession = combine(
  $studentEmail,
  $studentPassphrase,
  $studentBasic,
  (email, passphrase, basic) => email !== '' && passphrase !== '' && basic !== '',
);

const $storedSession = combine({ email: $studentEmail, passphrase: $studentPassphrase, basic: $studentBasic });

export const persistStudentSessionFx = createEffect((session: StoredStudentSession) =>
  writeStoredStudentSession(session),
);

sample({
  clock: [studentSignedIn, signedOut],
  source: $storedSession,
  target: persistStudentSessionFx,
});
