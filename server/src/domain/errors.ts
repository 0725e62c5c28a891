/**
 * Failures the domain reports on purpose. Routes map each kind to one HTTP status; anything else is a bug (500).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  /** A service the portal relies on took the request and failed it (the hypervisor reported a failed task). */
  | 'upstream_failed';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Only for 'rate_limited': when the caller may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const invalid = (message: string): DomainError => new DomainError('invalid', message);
export const unauthorized = (message: string): DomainError => new DomainError('unauthorized', message);
export const forbidden = (message: string): DomainError => new DomainError('forbidden', message);
export const notFound = (message: string): DomainError => new DomainError('not_found', message);
export const conflict = (message: string): DomainError => new DomainError('conflict', message);
