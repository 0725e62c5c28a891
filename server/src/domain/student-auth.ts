import { errorTexts } from '@academy/api';
import { classStatus, labIdOf } from './class-schedule';
import { passphraseMatches } from './credentials';
import { DomainError, unauthorized } from './errors';
import {
  type CheckedAttempt,
  createLoginThrottle,
  type LoginThrottle,
  type LoginThrottleOptions,
} from './login-throttle';
import type { Clock } from './ports/clock';
import type { ClassRecord, Storage } from './ports/storage';

export interface StudentCredentials {
  email: string;
  passphrase: string;
}

/** A signed-in student: their class and their own lab. */
export interface StudentContext {
  trainingClass: ClassRecord;
  email: string;
  labId: string;
}

export interface StudentAuthenticator {
  /** `client` identifies the caller for the failed-login rate limit (the remote address). */
  authenticate(credentials: StudentCredentials | undefined, client: string): Promise<StudentContext>;
  /**
   * Counts a sign-in with another credential (a personal link), checked by its caller, against the same limit:
   * rejects with the same 429 while the account or address is refused.
   */
  admit(attempt: CheckedAttempt): Promise<void>;
}

/** The one rate limit of the students' sign-ins, whichever way they sign in. */
async function admitted(throttle: LoginThrottle, attempt: CheckedAttempt): Promise<void> {
  // A refused attempt gets 429 whether it was right or not, so a guesser learns nothing from it.
  const retryAfter = await throttle.retryAfterSeconds(attempt);
  if (retryAfter > 0) {
    throw new DomainError('rate_limited', `Too many failed logins. Try again in ${retryAfter} seconds.`, retryAfter);
  }
}

/** The passphrase that signs this student in: the class's, or in PERSONAL mode the student's own (if any). */
async function expectedPassphrase(
  storage: Pick<Storage, 'roster'>,
  trainingClass: ClassRecord,
  email: string,
): Promise<string | undefined> {
  if (trainingClass.passphraseMode === 'CLASS') return trainingClass.passphrase;
  return storage.roster.passphraseOf(trainingClass.id, email);
}

export function createStudentAuthenticator(deps: {
  storage: Pick<Storage, 'classes' | 'roster'>;
  clock: Clock;
  throttle: LoginThrottle;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
}): StudentAuthenticator {
  const { storage, clock, throttle, graceMs } = deps;

  function refuseClosedClass(trainingClass: ClassRecord): never {
    const status = classStatus(trainingClass, clock.now(), graceMs);
    throw unauthorized(
      status === 'SCHEDULED'
        ? 'Your class has not started yet: its lab is provisioned one day before the first day.'
        : 'Your class has ended and its lab was removed.',
    );
  }

  return {
    async authenticate(credentials, client) {
      if (!credentials) throw unauthorized('Student calls need a Basic credential (username and passphrase).');

      const email = credentials.email.trim().toLowerCase();
      const trainingClass = await storage.classes.findByStudent(email);
      const expected = trainingClass && (await expectedPassphrase(storage, trainingClass, email));
      const right = expected !== undefined && passphraseMatches(expected, credentials.passphrase);
      await admitted(throttle, { account: email, address: client, right });
      if (!right || !trainingClass) throw unauthorized(errorTexts.loginInvalid);
      if (classStatus(trainingClass, clock.now(), graceMs) !== 'RUNNING') refuseClosedClass(trainingClass);
      return { trainingClass, email, labId: labIdOf(trainingClass.id, email) };
    },
    admit: (attempt) => admitted(throttle, attempt),
  };
}

/**
 * The students' sign-in with its throttle: the login form's guard and a personal link's sign-in are built alike from
 * it, and their failures count in the one log under one name.
 */
export function studentSignInOf(deps: {
  storage: Pick<Storage, 'classes' | 'roster' | 'signInFailures'>;
  clock: Clock;
  graceMs: number;
  rateLimit: Omit<LoginThrottleOptions, 'clock' | 'log' | 'name'>;
}): StudentAuthenticator {
  const { storage, clock, graceMs, rateLimit } = deps;
  const throttle = createLoginThrottle({ clock, log: storage.signInFailures, name: 'student', ...rateLimit });
  return createStudentAuthenticator({ storage, clock, throttle, graceMs });
}
