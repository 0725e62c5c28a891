import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A message the relay accepted, decoded enough for a test to read it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, as SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  /** Answers RCPT TO for this address with `code` (550: mailbox unavailable). */
  refuseRecipient(address: string, code?: number): void;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Holds every message's DATA answer until release() (a send caught in the middle). */
  hold(): void;
  /** Messages whose DATA is held now. */
  held(): number;
  /** Accepts the held messages whose sender is still connected (a sender that died sent nothing), stops holding. */
  release(): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return Buffer.from(decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')), 'utf8');
}

/** RFC 2047 words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** The text and HTML of a message as nodemailer writes it (one part, or multipart/alternative). */
export function readMail(to: string[], raw: string): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((each) => (each.headers.get('content-type') ?? '').startsWith(type));
    // Mail's lines end in CRLF; the tests compare with what was sent.
    return part ? decodeBody(part.headers, part.body.replace(/\r\n$/, '')).replace(/\r\n/g, '\n') : '';
  };
  return {
    to,
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

function readStream(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/** An SMTP relay on a free port of 127.0.0.1 that keeps what it accepts (no TLS, no authentication). */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, number>();
  let holding = false;
  const waiting: Array<{ session: string; accept: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refused.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      readStream(stream).then(
        (raw) => {
          const accept = () => {
            received.push(
              readMail(
                session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
              ),
            );
            callback();
          };
          if (holding) waiting.push({ session: session.id, accept });
          else accept();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipient(address, code = 550) {
      refused.set(address.toLowerCase(), code);
    },
    down: () =>
      new Promise((resolve) => {
        server.server.close(() => resolve());
        for (const connection of server.connections) connection.close();
      }),
    up: () => new Promise((resolve) => server.server.listen(port, '127.0.0.1', resolve)),
    hold() {
      holding = true;
    },
    held: () => waiting.length,
    release() {
      holding = false;
      const connected = new Set([...server.connections].map((connection) => connection.id));
      for (const { session, accept } of waiting.splice(0)) if (connected.has(session)) accept();
    },
    close: () =>
      new Promise((resolve) => {
        holding = false;
        waiting.splice(0);
        server.close(() => resolve());
      }),
  };
}
