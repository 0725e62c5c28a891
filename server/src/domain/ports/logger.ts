/** Where the server reports what happened. */

/** Facts of an event, written beside its message (JSON properties in the structured log): never a secret. */
export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}
