import { createTransport } from 'nodemailer';
import type { InvitationMessage } from '../../../domain/ports/roster-storage';
import { MailFailure, type MailSender } from './mail-sender';

/** A relay that does not answer is given up on within seconds: the job is tried again later, by any instance. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP answer's fields nodemailer puts on its errors. */
function smtpFieldsOf(error: unknown): { responseCode?: unknown; command?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

/** A send's failure said plainly: an SMTP answer (4xx temporary, 5xx permanent), or no answer at all. */
export function mailFailureOf(error: unknown): MailFailure {
  const { responseCode, command } = smtpFieldsOf(error);
  if (typeof responseCode !== 'number') return new MailFailure('relay unreachable', false, { cause: error });
  const permanent = responseCode >= 500;
  return new MailFailure(command === 'RCPT TO' ? 'mailbox unavailable' : 'relay refused', permanent, { cause: error });
}

/** Invitations through the relay at `url` (SMTP_URL), from `from` (SMTP_FROM), one connection a message. */
export function createSmtpMailSender(settings: { url: string; from: string }): MailSender {
  // nodemailer's own log stays off: its lines would carry the message, and so the link.
  const transport = createTransport({ url: settings.url, ...TIMEOUTS, logger: false }, { from: settings.from });
  return {
    async send(message: InvitationMessage) {
      try {
        await transport.sendMail({
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        throw mailFailureOf(error);
      }
    },
    close: () => transport.close(),
  };
}
