import { type ClassRoster, MAX_ATTENDEES, type RosterRowInput, type RosterStudent } from '@academy/api';
import { classStatus, labsEndAt } from '../../domain/class-schedule';
import { conflict, notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { RosterStudentRecord } from '../../domain/ports/roster-storage';
import type { ClassRecord, Repositories, Storage } from '../../domain/ports/storage';
import type { Invitations } from './invitations';
import { planRoster } from './roster-plan';
import { toRosterStudent } from './roster-views';

/** The instructor's calls on a class's roster. */
export interface RosterService {
  view(classId: string): Promise<ClassRoster>;
  /** A late joiner: their lab is provisioned at once when the class runs, their invitation queued. */
  add(classId: string, row: RosterRowInput, instructorName: string | undefined): Promise<RosterStudent>;
  /** Their link ends at once and their lab is removed; attendees follows. */
  remove(classId: string, username: string): Promise<void>;
  /** A new link, the old one ending, and its invitation queued. */
  resend(classId: string, username: string, instructorName: string | undefined): Promise<RosterStudent>;
  /** The link stops working at once; the student keeps their lab. */
  revoke(classId: string, username: string): Promise<RosterStudent>;
}

export function createRosterService(deps: {
  storage: Pick<Storage, 'classes' | 'roster' | 'signInLinks' | 'transaction'>;
  clock: Clock;
  loginDomain: string;
  /** LAB_GRACE_MINUTES in ms: links work until the class's end plus this. */
  graceMs: number;
  mailEnabled: boolean;
  retentionDays: number;
  invitations: Invitations;
  newPassphrase: () => string;
  /** Told after the class's students changed, so the scheduler provisions or removes labs at once. */
  onChange: () => void;
}): RosterService {
  const { storage, clock, graceMs, invitations } = deps;

  async function requireClass(repositories: Pick<Repositories, 'classes'>, classId: string): Promise<ClassRecord> {
    const trainingClass = await repositories.classes.get(classId);
    if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
    return trainingClass;
  }

  function requireNotEnded(trainingClass: ClassRecord): void {
    if (classStatus(trainingClass, clock.now(), graceMs) === 'COMPLETED') {
      throw conflict(`Class ${trainingClass.name} has ended: its roster's links no longer work.`);
    }
  }

  async function requireStudent(
    repositories: Pick<Repositories, 'roster'>,
    classId: string,
    username: string,
  ): Promise<RosterStudentRecord> {
    const student = (await repositories.roster.listByClass(classId)).find((each) => each.username === username);
    if (!student) throw notFound(`${username} is not on the class's roster.`);
    return student;
  }

  async function viewOf(trainingClass: ClassRecord, student: RosterStudentRecord): Promise<RosterStudent> {
    const links = await storage.signInLinks.latestByClass(trainingClass.id);
    return toRosterStudent(
      student,
      links.find((link) => link.username === student.username),
      { mailEnabled: deps.mailEnabled, expiresAt: labsEndAt(trainingClass, graceMs) },
    );
  }

  return {
    async view(classId) {
      const trainingClass = await requireClass(storage, classId);
      const [students, links] = await Promise.all([
        storage.roster.listByClass(classId),
        storage.signInLinks.latestByClass(classId),
      ]);
      const facts = { mailEnabled: deps.mailEnabled, expiresAt: labsEndAt(trainingClass, graceMs) };
      return {
        mail: { enabled: deps.mailEnabled },
        passphraseMode: trainingClass.passphraseMode,
        retentionDays: deps.retentionDays,
        students: students.map((student) =>
          toRosterStudent(
            student,
            links.find((link) => link.username === student.username),
            facts,
          ),
        ),
      };
    },

    async add(classId, row, instructorName) {
      const { trainingClass, student } = await storage.transaction(async (repositories) => {
        const existing = await requireClass(repositories, classId);
        requireNotEnded(existing);
        const current = await repositories.roster.listByClass(classId);
        if (current.length === 0) throw conflict("This class has no roster: name its students in the class's form.");
        if (current.length >= MAX_ATTENDEES) {
          throw conflict(`${MAX_ATTENDEES} students at most: this class has ${current.length}.`);
        }
        if (current.some((each) => each.email?.toLowerCase() === row.email.toLowerCase())) {
          throw conflict(`${row.email} is already on the roster.`);
        }
        const plan = planRoster({
          classId,
          slug: existing.slug,
          loginDomain: deps.loginDomain,
          current,
          taken: await repositories.roster.numbersTaken(classId),
          rows: [...current.map((each) => ({ name: each.name ?? '', email: each.email ?? '' })), row],
          mode: existing.passphraseMode,
          newPassphrase: deps.newPassphrase,
        });
        const [added] = plan.added;
        if (!added) throw new Error('unreachable: the new row is planned as added');
        const updated = { ...existing, emails: plan.usernames, attendees: plan.usernames.length };
        await repositories.classes.update(updated);
        await repositories.roster.insert(added);
        await invitations.issue(repositories.signInLinks, updated, added, instructorName);
        return { trainingClass: updated, student: added };
      });
      deps.onChange();
      return viewOf(trainingClass, student);
    },

    async remove(classId, username) {
      await storage.transaction(async (repositories) => {
        const trainingClass = await requireClass(repositories, classId);
        await requireStudent(repositories, classId, username);
        const emails = trainingClass.emails.filter((each) => each !== username);
        if (emails.length === 0) throw conflict('A class keeps at least one student: delete the class instead.');
        const at = clock.now();
        await repositories.roster.remove(classId, username, at);
        await repositories.signInLinks.end(classId, username, 'REMOVED', at);
        await repositories.classes.update({ ...trainingClass, emails, attendees: emails.length });
      });
      deps.onChange();
    },

    async resend(classId, username, instructorName) {
      const { trainingClass, student } = await storage.transaction(async (repositories) => {
        const found = await requireClass(repositories, classId);
        requireNotEnded(found);
        const rostered = await requireStudent(repositories, classId, username);
        await invitations.issue(repositories.signInLinks, found, rostered, instructorName);
        return { trainingClass: found, student: rostered };
      });
      return viewOf(trainingClass, student);
    },

    async revoke(classId, username) {
      const trainingClass = await requireClass(storage, classId);
      const student = await requireStudent(storage, classId, username);
      await storage.signInLinks.end(classId, username, 'REVOKED', clock.now());
      return viewOf(trainingClass, student);
    },
  };
}
