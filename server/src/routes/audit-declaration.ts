import type { AuditAction } from '@academy/api';
import { POWER_COMMANDS } from '@academy/power-rules';
import type { Request, RequestHandler, Router } from 'express';
import type { RouteParameters } from 'express-serve-static-core';
import { type Actor, createdIdOf, paramsOf } from './request-actor';

/** What the audit trail keeps of a call to a changing route (see recordAudits). */
export interface AuditDeclaration {
  action: AuditAction | ((req: Request) => AuditAction);
  /** What more the entry says: the power command, how an instructor opened a console; null when nothing. */
  detail?: (req: Request) => string | null;
  target(req: Request, actor: Actor): string | undefined;
  classId(req: Request, actor: Actor): string | undefined;
}

/** A changing route (POST, PUT, PATCH, DELETE) says which it is: audited, or not and why. */
export type RouteAudit = { kind: 'audited'; declaration: AuditDeclaration } | { kind: 'not-audited'; why: string };

/** Every call of the route is kept in the audit trail, as `declaration` says. */
export function audited(declaration: AuditDeclaration): RouteAudit {
  return { kind: 'audited', declaration };
}

/** The route is left out of the trail on purpose: `why` says why, for the reader of the route. */
export function notAudited(why: string): RouteAudit {
  return { kind: 'not-audited', why };
}

/** The first handler of each changing route, and the audit it names (for the router's walk). */
const routeAudits = new WeakMap<object, RouteAudit>();
/** The audited route each request reached (for the recorder). */
const declarations = new WeakMap<object, AuditDeclaration>();

type ChangingMethod = 'post' | 'put' | 'patch' | 'delete';

/**
 * Adds a changing route to `router` with its audit, which the compiler asks for: a first handler marks each request
 * with the route's declaration (read by recordAudits) and names it for the router's walk (audited-routes.test.ts).
 */
export function changingRoute<Route extends string>(
  router: Router,
  method: ChangingMethod,
  path: Route,
  audit: RouteAudit,
  handler: RequestHandler<RouteParameters<Route>>,
): void {
  const declare: RequestHandler<RouteParameters<Route>> = (req, _res, next) => {
    if (audit.kind === 'audited') declarations.set(req, audit.declaration);
    next();
  };
  routeAudits.set(declare, audit);
  router[method]<Route, RouteParameters<Route>>(path, declare, handler);
}

/** The declaration of the audited route a request reached; undefined for any other request. */
export function auditDeclarationOf(req: Request): AuditDeclaration | undefined {
  return declarations.get(req);
}

/** The audit a route's first handler names, when the route was added by changingRoute. */
export function routeAuditOf(handler: unknown): RouteAudit | undefined {
  return typeof handler === 'function' ? routeAudits.get(handler) : undefined;
}

// ---- Where an entry's target and class come from ----

export const fromParam = (name: string) => (req: Request) => paramsOf(req)[name];
/** The id of what the call created (recordCreatedId). */
export const createdId = (req: Request) => createdIdOf(req);
export const studentsClass = (_req: Request, actor: Actor) => actor.classId;
export const studentsLab = (_req: Request, actor: Actor) => actor.id;
export const noClass = () => undefined;
/** A text field of the body (who a message is for, the machine shown), else the class the route names. */
export const bodyTextOrClass = (field: string) => (req: Request) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : fromParam('id')(req);
};
/** A true or false field of the body picks the action: 'paused' picks screens-paused or screens-resumed. */
export const actionByFlag =
  (field: string, ifTrue: AuditAction, otherwise: AuditAction) =>
  (req: Request): AuditAction =>
    (req.body as Record<string, unknown> | undefined)?.[field] === true ? ifTrue : otherwise;

/** The power command named in the path, only when it is one: the trail holds no text a client invented. */
export function powerCommandOf(req: Request): string | null {
  const command = paramsOf(req).command;
  return command !== undefined && (POWER_COMMANDS as readonly string[]).includes(command) ? command : null;
}
