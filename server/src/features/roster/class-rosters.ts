import type { PassphraseMode } from '@academy/api';
import type { ClassInput } from '../../domain/class-input';
import { invalid } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ClassRecord, Repositories } from '../../domain/ports/storage';
import type { Invitations } from './invitations';
import { keepRoster, planRoster, unnamedUsernames } from './roster-plan';

/** The usernames a class's save invited and removed, for the audit trail (never a name or an address). */
export interface RosterChange {
  invited: string[];
  removed: string[];
}

export const NO_ROSTER_CHANGE: RosterChange = { invited: [], removed: [] };

/** A class's roster as its save will leave it, decided before the class is written. */
export interface PlannedRoster {
  /** The class's usernames; undefined: a class that never had a roster keeps today's rule (attendees). */
  emails: string[] | undefined;
  passphraseMode: PassphraseMode;
  /** Students on the roster after the save. */
  size: number;
  /** Writes the roster once the class is written, in the same transaction: students, links and invitations. */
  apply(repositories: Repositories, saved: ClassRecord, instructorName: string | undefined): Promise<RosterChange>;
}

export interface ClassRosters {
  /** The roster of a class being created (`existing` undefined) or updated; refuses an input that breaks its rules. */
  plan(
    repositories: Repositories,
    target: { classId: string; slug: string; existing: ClassRecord | undefined; input: ClassInput },
  ): Promise<PlannedRoster>;
}

/** Rosters as POST and PUT /api/training-class save them (the class service calls this inside its transaction). */
export function createClassRosters(deps: {
  loginDomain: string;
  clock: Clock;
  invitations: Invitations;
  newPassphrase: () => string;
}): ClassRosters {
  const { loginDomain, clock, invitations } = deps;
  return {
    async plan(repositories, { classId, slug, existing, input }) {
      const current = existing ? await repositories.roster.listByClass(classId) : [];
      const taken = existing ? await repositories.roster.numbersTaken(classId) : [];
      const size = input.roster?.length ?? current.length;
      const mode = input.passphraseMode ?? existing?.passphraseMode ?? 'CLASS';
      if (mode === 'PERSONAL' && size === 0) {
        throw invalid('passphraseMode PERSONAL needs a roster: each student on it gets a passphrase of their own.');
      }
      if (size > 0 && input.attendees !== size) {
        throw invalid(`attendees must be ${size}: the roster has ${size} students.`);
      }
      const { newPassphrase } = deps;
      const plan = input.roster
        ? planRoster({ classId, slug, loginDomain, current, taken, rows: input.roster, mode, newPassphrase })
        : keepRoster({ current, mode, newPassphrase });
      const emails =
        size > 0
          ? plan.usernames
          : taken.length > 0 && existing
            ? unnamedUsernames({ emails: existing.emails, attendees: input.attendees, taken, slug, loginDomain })
            : undefined;
      return {
        emails,
        passphraseMode: mode,
        size,
        async apply({ roster, signInLinks }, saved, instructorName) {
          const at = clock.now();
          for (const student of plan.removed) {
            await roster.remove(classId, student.username, at);
            await signInLinks.end(classId, student.username, 'REMOVED', at);
          }
          for (const student of plan.kept) await roster.update(student);
          for (const student of plan.added) {
            await roster.insert(student);
            await invitations.issue(signInLinks, saved, student, instructorName);
          }
          return {
            invited: plan.added.map((student) => student.username),
            removed: plan.removed.map((student) => student.username),
          };
        },
      };
    },
  };
}
