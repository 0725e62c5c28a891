import type { TypeTextInput, TypingEvent } from '@academy/api';

/** The typing's last line: the whole text typed, or where it stopped and why. */
export type TypingEnd = Extract<TypingEvent, { type: 'done' | 'failed' }>;

/** One text sent to a machine's keyboard through the server. */
export interface TypingCall {
  url: string;
  /** The student's Basic credential, or the instructor's bearer token. */
  headers: HeadersInit;
  input: TypeTextInput;
  signal: AbortSignal;
  /** Each line before the last (progress, held, resumed). */
  onEvent(event: TypingEvent): void;
}

/** The call, loaded the first time a text is typed: /view without typing carries none of it. */
export async function typeIntoMachine(call: TypingCall): Promise<TypingEnd> {
  const { typeWithProgress } = await import('./api');
  return typeWithProgress(call);
}
