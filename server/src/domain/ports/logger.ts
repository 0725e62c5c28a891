/** Where the server reports what happened. */

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}
