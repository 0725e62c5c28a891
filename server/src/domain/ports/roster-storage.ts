/** A class's named students and their personal sign-in links, each link with the mail job of its invitation. */

/** A student on a class's roster, as stored. */
export interface RosterStudentRecord {
  classId: string;
  /** Their lab's key, `<class>-NN@<login domain>`: never given to anyone else in the class, even once removed. */
  username: string;
  /** NN of the username. */
  number: number;
  /** null once erased (ROSTER_RETENTION_DAYS after the class's end). */
  name: string | null;
  email: string | null;
  /** Their own passphrase while the class is in PERSONAL mode; null in CLASS mode. */
  passphrase: string | null;
}

export interface RosterRepository {
  /** The students on the class's roster (removed ones aside), by number. */
  listByClass(classId: string): Promise<RosterStudentRecord[]>;
  /** Every number given in the class, removed students' included: none is given again. */
  numbersTaken(classId: string): Promise<number[]>;
  insert(student: RosterStudentRecord): Promise<void>;
  /** A student's name and passphrase (by class and username). */
  update(student: RosterStudentRecord): Promise<void>;
  /** Takes a student off the roster: their name, address and passphrase are erased, their number stays taken. */
  remove(classId: string, username: string, at: Date): Promise<boolean>;
  /** The own passphrase of a student on the roster, when they have one. */
  passphraseOf(classId: string, username: string): Promise<string | undefined>;
  /**
   * Erases the names, addresses and passphrases of the students of classes that ended before `before`, and their
   * links' unsent messages; answers how many students were erased.
   */
  eraseEndedBefore(before: Date): Promise<number>;
}

/** Why a link stopped working before the class's end. */
export type LinkEnd = 'REPLACED' | 'REVOKED' | 'REMOVED';

/** The invitation's mail job: QUEUED until the relay accepts it (SENT) or refuses it for good (FAILED). */
export type MailStatus = 'QUEUED' | 'SENT' | 'FAILED';

/** An invitation as it goes to the relay. */
export interface InvitationMessage {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** A personal link: the SHA-256 of its token, whose student, its state, and its invitation's mail job. */
export interface SignInLinkRecord {
  tokenHash: string;
  classId: string;
  username: string;
  createdAt: Date;
  endedAt: Date | null;
  endReason: LinkEnd | null;
  redeemedAt: Date | null;
  mailStatus: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  /** The plain link and its message: kept only until the relay accepted the message. */
  link: string | null;
  message: InvitationMessage | null;
}

/** A new link and its invitation, queued for sending at `createdAt`. */
export type NewSignInLink = Pick<SignInLinkRecord, 'tokenHash' | 'classId' | 'username' | 'createdAt'> & {
  link: string;
  message: InvitationMessage;
};

/** An invitation a worker took for sending: only it sends this one until `leaseUntil`. */
export interface ClaimedInvitation {
  tokenHash: string;
  message: InvitationMessage;
  /** Attempts with this one. */
  attempts: number;
}

/** What the mail worker does with the invitations' jobs. */
export interface InvitationQueue {
  /**
   * Takes up to `limit` due invitations of links still open, of classes not ended at `classEndAfter`, whose lease
   * is free: atomically, so two instances never take the same one. Each attempt is counted.
   */
  claimDue(claim: {
    owner: string;
    now: Date;
    leaseMs: number;
    limit: number;
    classEndAfter: Date;
  }): Promise<ClaimedInvitation[]>;
  /** Accepted by the relay: the link and the message are erased. */
  markSent(tokenHash: string, owner: string, at: Date): Promise<void>;
  /** A temporary failure: tried again at `retryAt`. */
  retryLater(tokenHash: string, owner: string, reason: string, retryAt: Date): Promise<void>;
  /** A permanent failure: not tried again (the link stays, for the instructor to copy). */
  markFailed(tokenHash: string, owner: string, reason: string): Promise<void>;
}

export interface SignInLinkRepository extends InvitationQueue {
  /** Stores a new link, queued for sending; the student's link before it ends (REPLACED). */
  issue(link: NewSignInLink): Promise<void>;
  findByHash(tokenHash: string): Promise<SignInLinkRecord | undefined>;
  /** Each student's latest link in the class. */
  latestByClass(classId: string): Promise<SignInLinkRecord[]>;
  /** Ends the student's open link, its unsent message dropped; answers whether one was open. */
  end(classId: string, username: string, reason: LinkEnd, at: Date): Promise<boolean>;
  /** Records the link's first use: true for the first call only. */
  redeem(tokenHash: string, at: Date): Promise<boolean>;
}
