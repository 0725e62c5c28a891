import type { DestinationStream } from 'pino';

interface LogLine {
  time: string;
  level: string;
  msg: string;
  instance?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

/** One JSON log line as a person reads it: `12:00:01 INFO  message key=value`, an error's stack below. */
export function prettyLine(json: string): string {
  const { time, level, msg, instance: _instance, err, ...fields } = JSON.parse(json) as LogLine;
  const facts = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const stack = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${time.slice(11, 19)} ${level.toUpperCase().padEnd(5)} ${msg}${facts ? `  ${facts}` : ''}${stack}\n`;
}

/** Development output without a pretty-printing dependency: each line pino writes is reformatted on its way. */
export function prettyLines(out: DestinationStream): DestinationStream {
  return { write: (line) => out.write(prettyLine(line)) };
}
