import { errorTexts } from '@academy/api';
import { classStatus, labIdOf } from './class-schedule';
import { passphraseMatches } from './credentials';
import { DomainError, unauthorized } from './errors';
import type { LoginThrottle } from './login-throttle';
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
}

export function createStudentAuthenticator(deps: {
  storage: Pick<Storage, 'classes'>;
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
      const right = trainingClass !== undefined && passphraseMatches(trainingClass.passphrase, credentials.passphrase);
      // A refused attempt gets 429 whether it was right or not, so a guesser learns nothing from it.
      const retryAfter = await throttle.retryAfterSeconds({ account: email, address: client, right });
      if (retryAfter > 0) {
        const message = `Too many failed logins. Try again in ${retryAfter} seconds.`;
        throw new DomainError('rate_limited', message, retryAfter);
      }
      if (!right || !trainingClass) throw unauthorized(errorTexts.loginInvalid);
      if (classStatus(trainingClass, clock.now(), graceMs) !== 'RUNNING') refuseClosedClass(trainingClass);
      return { trainingClass, email, labId: labIdOf(trainingClass.id, email) };
    },
  };
}
