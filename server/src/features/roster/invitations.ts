import type { Clock } from '../../domain/ports/clock';
import type { RosterStudentRecord, SignInLinkRepository } from '../../domain/ports/roster-storage';
import type { ClassRecord } from '../../domain/ports/storage';
import { composeInvitation } from './invitation-message';
import { hashOfToken, newSignInToken, signInLink } from './sign-in-token';

export interface Invitations {
  /**
   * A new personal link for the student, the one before ending, and its invitation queued for the mail worker.
   * `instructorName`: the name the inviting instructor's sign-in carries; the class's instructor address else.
   */
  issue(
    links: Pick<SignInLinkRepository, 'issue'>,
    trainingClass: ClassRecord,
    student: RosterStudentRecord,
    instructorName: string | undefined,
  ): Promise<void>;
}

export function createInvitations(deps: { publicOrigin: string; clock: Clock }): Invitations {
  return {
    async issue(links, trainingClass, student, instructorName) {
      const token = newSignInToken();
      const link = signInLink(deps.publicOrigin, token);
      await links.issue({
        tokenHash: hashOfToken(token),
        classId: trainingClass.id,
        username: student.username,
        createdAt: deps.clock.now(),
        link,
        message: composeInvitation({
          trainingClass,
          student: { name: student.name ?? '', email: student.email ?? '' },
          link,
          instructorName: instructorName ?? trainingClass.instructor,
        }),
      });
    },
  };
}
