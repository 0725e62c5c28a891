import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type SmtpTestServer, startSmtpTestServer } from '../../../../test-support/smtp-test-server';
import { MailFailure } from './mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

let relay: SmtpTestServer;

beforeAll(async () => {
  relay = await startSmtpTestServer();
});

afterAll(async () => {
  await relay.close();
});

const message = (to: string) => ({
  to,
  replyTo: 'teacher@academy.test',
  subject: 'Your sign-in link for Zoë’s class',
  text: 'Hello Zoë,\nhttp://portal.test/join#abc\n',
  html: '<p>Hello Zo&#235;</p>',
});

async function failureOf(send: Promise<void>): Promise<MailFailure> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MailFailure)) throw new Error(`expected a MailFailure, got ${String(error)}`);
  return error;
}

describe('the SMTP mail sender', () => {
  it('hands the message to the relay: recipient, reply-to, subject, text and HTML', async () => {
    const sender = createSmtpMailSender({ url: relay.url, from: 'Academy <no-reply@academy.test>' });
    await sender.send(message('zoe@example.org'));
    sender.close();
    const [mail] = relay.received.slice(-1);
    expect(mail?.to).toEqual(['zoe@example.org']);
    expect(mail?.headers.get('reply-to')).toBe('teacher@academy.test');
    expect(mail?.headers.get('from')).toBe('Academy <no-reply@academy.test>');
    expect(mail?.subject).toBe('Your sign-in link for Zoë’s class');
    expect(mail?.text).toBe('Hello Zoë,\nhttp://portal.test/join#abc\n');
    expect(mail?.html).toBe('<p>Hello Zo&#235;</p>');
  });

  it('says a 5xx recipient is unavailable for good, a 4xx one for now', async () => {
    relay.refuseRecipient('gone@example.org', 550);
    relay.refuseRecipient('full@example.org', 452);
    const sender = createSmtpMailSender({ url: relay.url, from: 'no-reply@academy.test' });
    const gone = await failureOf(sender.send(message('gone@example.org')));
    const full = await failureOf(sender.send(message('full@example.org')));
    sender.close();
    expect([gone.reason, gone.permanent]).toEqual(['mailbox unavailable', true]);
    expect([full.reason, full.permanent]).toEqual(['mailbox unavailable', false]);
  });

  it('says a relay that does not answer is unreachable, for now', async () => {
    await relay.down();
    try {
      const sender = createSmtpMailSender({ url: relay.url, from: 'no-reply@academy.test' });
      const failure = await failureOf(sender.send(message('zoe@example.org')));
      sender.close();
      expect([failure.reason, failure.permanent]).toEqual(['relay unreachable', false]);
    } finally {
      await relay.up();
    }
  });
});
