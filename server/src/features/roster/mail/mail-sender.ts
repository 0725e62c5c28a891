import type { InvitationMessage } from '../../../domain/ports/roster-storage';

/** Why a message did not leave, as the roster view says it to the instructor. */
export type MailFailureReason = 'mailbox unavailable' | 'relay refused' | 'relay unreachable';

/** A refused or failed send: `permanent` when trying again cannot help (a 5xx answer). */
export class MailFailure extends Error {
  readonly reason: MailFailureReason;
  readonly permanent: boolean;

  constructor(reason: MailFailureReason, permanent: boolean, options?: ErrorOptions) {
    super(reason, options);
    this.name = 'MailFailure';
    this.reason = reason;
    this.permanent = permanent;
  }
}

/** Sends one message; resolves once the relay accepted it, rejects with a MailFailure. Adapter: smtp-mail-sender.ts. */
export interface MailSender {
  send(message: InvitationMessage): Promise<void>;
  close(): void;
}
