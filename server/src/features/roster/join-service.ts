import type { JoinInput, JoinResponse, StudentLoginResponse } from '@academy/api';
import { unauthorized } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { LinkEnd } from '../../domain/ports/roster-storage';
import type { Storage } from '../../domain/ports/storage';
import type { StudentAuthenticator, StudentContext } from '../../domain/student-auth';
import { hashOfToken } from './sign-in-token';

/** What a link that no longer opens the lab says, plainly. */
export const LINK_REFUSALS: Record<LinkEnd | 'UNKNOWN', string> = {
  REPLACED: 'This sign-in link has been replaced by a newer one.',
  REVOKED: 'This sign-in link has been revoked by your instructor.',
  REMOVED: 'This sign-in link has been revoked by your instructor.',
  UNKNOWN: 'This sign-in link is not valid.',
};

/**
 * The account the login throttle counts personal links under, per address: a guesser of tokens is stopped as a
 * guesser of passphrases is, and the two share the address's limit.
 */
const LINK_ACCOUNT = 'personal sign-in link';

export interface JoinService {
  /**
   * Signs the student of a personal link in, as the login form does, and answers what the browser keeps.
   * `identified` learns whose link it was as soon as that is known, refused or not (the audit trail names them).
   */
  join(
    input: JoinInput & { wellFormed: boolean },
    client: string,
    identified: (student: { username: string; classId: string }) => void,
  ): Promise<JoinResponse>;
}

export function createJoinService(deps: {
  storage: Pick<Storage, 'classes' | 'roster' | 'signInLinks'>;
  clock: Clock;
  /** The login form's sign-in: its throttle, its class rules, its session. */
  signIn: StudentAuthenticator;
  /** The login's own answer (and the lab's use it counts as). */
  login: (student: StudentContext) => Promise<StudentLoginResponse>;
}): JoinService {
  const { storage, clock, signIn } = deps;
  return {
    async join(input, client, identified) {
      const tokenHash = hashOfToken(input.token);
      const link = input.wellFormed ? await storage.signInLinks.findByHash(tokenHash) : undefined;
      const trainingClass = link && (await storage.classes.get(link.classId));
      if (link && trainingClass) identified({ username: link.username, classId: link.classId });
      const refusal = !link || !trainingClass ? LINK_REFUSALS.UNKNOWN : link.endReason && LINK_REFUSALS[link.endReason];
      await signIn.admit({ account: LINK_ACCOUNT, address: client, right: !refusal });
      if (refusal || !link || !trainingClass) throw unauthorized(refusal || LINK_REFUSALS.UNKNOWN);

      const personal = trainingClass.passphraseMode === 'PERSONAL';
      const passphrase = personal
        ? ((await storage.roster.passphraseOf(trainingClass.id, link.username)) ?? '')
        : trainingClass.passphrase;
      // The login form's own check: the class must run (a link ends with it), the credential must still open it.
      const student = await signIn.authenticate({ email: link.username, passphrase }, client);
      const firstUse = await storage.signInLinks.redeem(tokenHash, clock.now());
      const name = (await storage.roster.listByClass(trainingClass.id)).find(
        (each) => each.username === link.username,
      )?.name;
      return {
        ...(await deps.login(student)),
        email: student.email,
        passphrase,
        name: name ?? '',
        personalPassphrase: personal && firstUse ? passphrase : null,
      };
    },
  };
}
