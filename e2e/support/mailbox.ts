import { createServer } from 'node:http';
import { type ReceivedMail, startSmtpTestServer } from '@academy/server/testing';
import { expect } from '@playwright/test';
import { MAILBOX_PORT } from './e2e-server';

/** A message as a test reads it from the mailbox. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const MAILBOX_ORIGIN = `http://127.0.0.1:${MAILBOX_PORT}`;

function asMail({ to, subject, text, html }: ReceivedMail): Mail {
  return { to, subject, text, html };
}

/**
 * The run's mail relay (a real SMTP server, `smtp-server`) and its mailbox over HTTP: the relay lives in the global
 * setup's process, the tests in their workers'. Started before the servers, which send through it (SMTP_URL).
 */
export async function startMailbox(): Promise<{ smtpUrl: string; close: () => Promise<void> }> {
  const relay = await startSmtpTestServer();
  const mailbox = createServer((request, response) => {
    const to = new URL(request.url ?? '/', MAILBOX_ORIGIN).searchParams.get('to')?.toLowerCase();
    const found = relay.received.filter(
      (mail) => to === undefined || mail.to.some((each) => each.toLowerCase() === to),
    );
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found.map(asMail)));
  });
  await new Promise<void>((resolve, reject) => {
    mailbox.once('error', reject);
    mailbox.listen(MAILBOX_PORT, '127.0.0.1', resolve);
  });
  return {
    smtpUrl: relay.url,
    close: async () => {
      await new Promise<void>((resolve) => mailbox.close(() => resolve()));
      await relay.close();
    },
  };
}

/** The messages the relay accepted for `address`, so far. */
export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAILBOX_ORIGIN}/?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** Waits until each address has received `count` messages (sending is a job: it takes a moment), and returns them. */
export async function waitForMail(addresses: string[], count = 1): Promise<Map<string, Mail[]>> {
  const received = new Map<string, Mail[]>();
  await expect
    .poll(
      async () => {
        for (const address of addresses) received.set(address, await mailTo(address));
        return addresses.filter((address) => (received.get(address)?.length ?? 0) < count);
      },
      { message: 'addresses still waiting for their invitation' },
    )
    .toEqual([]);
  return received;
}

/** The personal link of an invitation's text: `<origin>/join#<token>`. */
export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/join#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-in link in the message "${mail.subject}"`);
  return link;
}
