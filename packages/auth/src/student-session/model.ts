import { combine, createEffect, createStore, sample } from 'effector';
import { signedOut, studentSignedIn } from '@academy/contracts';
import { encodeBasicCredential } from './basic-credential';
import { readStoredStudentSession, writeStoredStudentSession, type StoredStudentSession } from './local-storage';

const stored = readStoredStudentSession();

export const $studentEmail = createStore(stored.email)
  .on(studentSignedIn, (_, { email }) => email)
  .reset(signedOut);
export const $studentPassphrase = createStore(stored.passphrase)
  .on(studentSignedIn, (_, { passphrase }) => passphrase)
  .reset(signedOut);
export const $studentBasic = createStore(stored.basic)
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
