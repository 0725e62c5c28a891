import pino, { type DestinationStream } from 'pino';
import type { Logger } from '../domain/ports/logger';
import { prettyLines } from './pretty-lines';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `json`: one JSON object a line, for a log shipper; `pretty`: one short line for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * No call logs these, and a request is logged by its route pattern, never its raw path or headers. The list guards
 * against a future field or an error object carrying one: its value is written as [redacted].
 */
const SECRET_KEYS = ['authorization', 'cookie', 'passphrase', 'password', 'ticket', 'token', 'accessToken', 'secret'];

export interface PinoLoggerOptions {
  level: LogLevel;
  format: LogFormat;
  /** Written on every line, to tell instances apart once their logs are merged. */
  instance: string;
  /** Where lines go (standard output by default); tests capture them here. */
  destination?: DestinationStream;
}

/** The Logger port on pino: time, level, instance and the event's fields as one JSON line. */
export function createPinoLogger(options: PinoLoggerOptions): Logger {
  const json = options.destination ?? pino.destination({ dest: 1, sync: true });
  const log = pino(
    {
      level: options.level,
      base: { instance: options.instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    },
    options.format === 'pretty' ? prettyLines(json) : json,
  );
  return {
    info: (message, fields) => log.info({ ...fields }, message),
    error: (message, error, fields) => log.error({ ...fields, err: error }, message),
  };
}
