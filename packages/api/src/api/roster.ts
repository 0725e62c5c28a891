import type { StudentLoginResponse } from './classes';

/** How a class's students sign in with the login form: the class's one passphrase (spec §3), or one of their own. */
export type PassphraseMode = 'CLASS' | 'PERSONAL';

/** One row of a class's roster as the instructor types, pastes or uploads it. */
export interface RosterRowInput {
  name: string;
  /** The student's own address, where the invitation goes (not their username). */
  email: string;
}

/** Where a student's invitation is: its mail job, or mail off (the instructor copies the link). */
export type InvitationStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'MAIL_OFF' | 'REVOKED';

/** A rostered student as the class's instructor sees them (never a student). */
export interface RosterStudent {
  /** The student's username (the lab's e-mail form, `<class>-NN@<login domain>`): their lab's key. */
  username: string;
  name: string;
  email: string;
  invitation: {
    status: InvitationStatus;
    /** Sending attempts so far (a queued job retried with back-off). */
    attempts: number;
    /** ISO timestamp of the relay's acceptance, once sent. */
    sentAt: string | null;
    /** The last failure, said plainly ("mailbox unavailable", "relay refused"), while not sent. */
    lastError: string | null;
    /** ISO timestamp: when the link stops working (the class's end). */
    expiresAt: string;
  };
  /** The personal link to copy: only while mail is off, or until the queued message is sent. */
  link: string | null;
  /** ISO timestamp of the link's first use; null while unused. */
  redeemedAt: string | null;
}

/** Answer of GET /api/training-class/{id}/roster. */
export interface ClassRoster {
  /** False when no relay is configured (SMTP_URL): the page shows each link to copy and says mail is off. */
  mail: { enabled: boolean };
  passphraseMode: PassphraseMode;
  /** Days after the class's end before names and e-mails are erased (ROSTER_RETENTION_DAYS). */
  retentionDays: number;
  students: RosterStudent[];
}

/** Body of POST /api/training-class/join: the token from the link's fragment (never its query: no log sees it). */
export interface JoinInput {
  token: string;
}

/** Answer of POST /api/training-class/join: the student's sign-in, as the login form's, and whose lab it is. */
export interface JoinResponse extends StudentLoginResponse {
  /** The username and passphrase the student session keeps (spec §3), as after the login form. */
  email: string;
  passphrase: string;
  /** The rostered student's name, for "This link opens the lab of …". */
  name: string;
  /** With personal passphrases, on the link's first use only: shown once, so the student can use the login form. */
  personalPassphrase: string | null;
}
