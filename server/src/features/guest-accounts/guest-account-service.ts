import type { GuestAccount, GuestAccountInput } from '@academy/api';
import { notFound } from '../../domain/errors';
import type { Storage } from '../../domain/ports/storage';
import type { GuestAccountRecord, GuestAccountRepository } from './guest-account-repository';
import type { SecretBox } from './secret-box';

/** The account a check signs in to a guest with, or why there is none to use (said to the instructor as it is). */
export type GuestCredentials = { ok: true; username: string; password: string } | { ok: false; problem: string };

export interface GuestAccountService {
  /** The course's accounts as answers carry them: never a password, only whether one is set. */
  ofCourse(courseId: string): Promise<GuestAccount[]>;
  /** Every course's accounts, by course id (the course list). */
  byCourse(): Promise<Map<string, GuestAccount[]>>;
  /** The course keeps exactly these accounts; a password absent keeps the stored one, null clears it. */
  save(courseId: string, accounts: readonly GuestAccountInput[]): Promise<void>;
  /** The decrypted account of a course machine (its template vm): what a check runs as. */
  credentials(courseId: string, vm: string): Promise<GuestCredentials>;
  /** The same for a class's lab machine, by the template it was cloned from (404 for no such class). */
  credentialsForClass(classId: string, templateVm: string): Promise<GuestCredentials>;
}

function toAccount(record: GuestAccountRecord): GuestAccount {
  return { vm: record.vm, username: record.username, passwordSet: record.sealedPassword !== null };
}

export function createGuestAccountService(deps: {
  accounts: GuestAccountRepository;
  box: SecretBox;
  storage: Pick<Storage, 'classes'>;
}): GuestAccountService {
  const { accounts, box, storage } = deps;

  async function credentials(courseId: string, vm: string): Promise<GuestCredentials> {
    const account = await accounts.get(courseId, vm);
    if (!account) {
      return { ok: false, problem: `The course has no guest account for ${vm}: set one in the course form.` };
    }
    if (account.sealedPassword === null) {
      return { ok: false, problem: `The guest account of ${vm} has no password: set one in the course form.` };
    }
    const password = box.open(account.sealedPassword);
    if (password === undefined) {
      return {
        ok: false,
        problem: `The guest password of ${vm} cannot be read with this server's SECRETS_KEY (it was stored with another key): set it again in the course form.`,
      };
    }
    return { ok: true, username: account.username, password };
  }

  return {
    async ofCourse(courseId) {
      return (await accounts.listByCourse(courseId)).map(toAccount);
    },

    async byCourse() {
      const byCourse = new Map<string, GuestAccount[]>();
      for (const record of await accounts.list()) {
        byCourse.set(record.courseId, [...(byCourse.get(record.courseId) ?? []), toAccount(record)]);
      }
      return byCourse;
    },

    async save(courseId, inputs) {
      const stored = new Map((await accounts.listByCourse(courseId)).map((record) => [record.vm, record]));
      await accounts.replace(
        courseId,
        inputs.map(({ vm, username, password }) => ({
          courseId,
          vm,
          username,
          sealedPassword:
            password === undefined
              ? (stored.get(vm)?.sealedPassword ?? null)
              : password === null
                ? null
                : box.seal(password),
        })),
      );
    },

    credentials,

    async credentialsForClass(classId, templateVm) {
      const trainingClass = await storage.classes.get(classId);
      if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
      return credentials(trainingClass.courseId, templateVm);
    },
  };
}
