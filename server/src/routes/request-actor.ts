import type { AuditAction } from '@academy/api';
import type { Request } from 'express';

/** Who made a request, once a guard has checked it: a student by e-mail, an instructor by the token's subject. */
export interface Actor {
  role: 'student' | 'instructor';
  id: string;
  /** A student's class. */
  classId?: string;
}

const actors = new WeakMap<Request, Actor>();
const matchedParams = new WeakMap<Request, Request['params']>();
const createdIds = new WeakMap<Request, string>();
const relatedEntries = new WeakMap<Request, RelatedAuditEntry[]>();

/** An entry of the audit trail a call makes beside its own: each student a class's save invited or removed. */
export interface RelatedAuditEntry {
  action: AuditAction;
  target: string;
}

/**
 * Called by the guards: the request log and the audit trail name this actor. The route's parameters are kept too:
 * Express restores `req.params` when a handler's error leaves its router, before the answer is written.
 */
export function recordActor(req: Request, actor: Actor): void {
  actors.set(req, actor);
  matchedParams.set(req, { ...req.params });
}

/** The parameters of the route an authenticated request matched. */
export function paramsOf(req: Request): Readonly<Record<string, string | undefined>> {
  const params = matchedParams.get(req) ?? {};
  // Only a wildcard parameter is an array; the audited routes have none.
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function actorOf(req: Request): Actor | undefined {
  return actors.get(req);
}

/** Called by a handler that created something: its id is known only from the answer, not from the path. */
export function recordCreatedId(req: Request, id: string): void {
  createdIds.set(req, id);
}

export function createdIdOf(req: Request): string | undefined {
  return createdIds.get(req);
}

/** Called by a handler whose call did more than its own action (recordAudits appends these beside its entry). */
export function recordRelatedEntries(req: Request, entries: readonly RelatedAuditEntry[]): void {
  relatedEntries.set(req, [...(relatedEntries.get(req) ?? []), ...entries]);
}

export function relatedEntriesOf(req: Request): readonly RelatedAuditEntry[] {
  return relatedEntries.get(req) ?? [];
}
