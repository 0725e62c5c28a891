import type { AuditAction } from '@academy/contracts';
import { POWER_COMMANDS } from '@academy/power-rules';
import type { Request, Response } from 'express';
import type { Clock } from '../domain/ports/clock';
import type { Logger } from '../domain/ports/logger';
import type { AuditRepository } from '../domain/ports/storage';
import { type RequestObserver, requestIdOf } from '../observability/request-log';
import { routeLabel } from '../observability/route-label';
import { parseWatchMode } from './input/classroom-input';
import { parseManualProgressInput } from './input/manual-progress-input';
import { type Actor, actorOf, createdIdOf, paramsOf } from './request-actor';

interface Audited {
  action: AuditAction | ((req: Request) => AuditAction);
  /** What more the entry says: the power command, how an instructor opened a console; null when nothing. */
  detail?: (req: Request) => string | null;
  target(req: Request, actor: Actor): string | undefined;
  classId(req: Request, actor: Actor): string | undefined;
}

const param = (name: string) => (req: Request) => paramsOf(req)[name];
const created = (req: Request) => createdIdOf(req);
const studentsClass = (_req: Request, actor: Actor) => actor.classId;
const studentsLab = (_req: Request, actor: Actor) => actor.id;
const noClass = () => undefined;
/** A text field of the body (who a message is for, the machine shown), else the class the route names. */
const bodyTextOrClass = (field: string) => (req: Request) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : param('id')(req);
};

/** Every API call that changes something, by method and route pattern. Reading calls are not audited. */
const AUDITED: Readonly<Record<string, Audited>> = {
  'POST /api/training-class': { action: 'class-created', target: created, classId: created },
  'PUT /api/training-class/:id': { action: 'class-edited', target: param('id'), classId: param('id') },
  'PUT /api/training-class/:id/screens': {
    action: (req) =>
      (req.body as { paused?: unknown } | undefined)?.paused === true ? 'screens-paused' : 'screens-resumed',
    target: param('id'),
    classId: param('id'),
  },
  'POST /api/training-class/:id/end': { action: 'class-end-moved', target: param('id'), classId: param('id') },
  'DELETE /api/training-class/:id': { action: 'class-deleted', target: param('id'), classId: param('id') },
  'POST /api/training-course': { action: 'course-created', target: created, classId: noClass },
  'PUT /api/training-course/:id': { action: 'course-edited', target: param('id'), classId: noClass },
  'DELETE /api/training-course/:id': { action: 'course-deleted', target: param('id'), classId: noClass },
  'POST /api/training-class/vm/:machineId/power/:command': {
    action: 'power-command',
    detail: powerCommandOf,
    target: param('machineId'),
    classId: studentsClass,
  },
  'POST /api/training-class/revert': { action: 'lab-reverted', target: studentsLab, classId: studentsClass },
  'PUT /api/training-class/manual/progress': {
    action: 'manual-progress',
    detail: manualProgressOf,
    target: studentsLab,
    classId: studentsClass,
  },
  'POST /api/training-class/still-here': { action: 'still-here', target: studentsLab, classId: studentsClass },
  'PUT /api/training-class/help': {
    action: (req) => ((req.body as { raised?: unknown } | undefined)?.raised === true ? 'hand-raised' : 'hand-lowered'),
    target: studentsLab,
    classId: studentsClass,
  },
  'POST /api/training-class/vm/:machineId/ticket': {
    action: 'console-opened',
    target: param('machineId'),
    classId: studentsClass,
  },
  'POST /api/training-class/:id/labs/:email/revert': {
    action: 'lab-reverted',
    target: param('email'),
    classId: param('id'),
  },
  'POST /api/training-class/messages': { action: 'message-sent', target: studentsLab, classId: studentsClass },
  'POST /api/training-class/:id/messages': {
    action: 'message-sent',
    target: bodyTextOrClass('to'),
    classId: param('id'),
  },
  'PUT /api/training-class/:id/presentation': {
    action: 'presentation-started',
    target: bodyTextOrClass('vm'),
    classId: param('id'),
  },
  'DELETE /api/training-class/:id/presentation': {
    action: 'presentation-stopped',
    target: param('id'),
    classId: param('id'),
  },
  'POST /api/training-class/:id/labs/:email/help/claim': {
    action: 'hand-claimed',
    target: param('email'),
    classId: param('id'),
  },
  'DELETE /api/training-class/:id/labs/:email/help': {
    action: 'hand-lowered',
    target: param('email'),
    classId: param('id'),
  },
  'POST /api/training-class/:id/vm/:machineId/power/:command': {
    action: 'power-command',
    detail: powerCommandOf,
    target: param('machineId'),
    classId: param('id'),
  },
  'POST /api/training-class/:id/vm/:machineId/ticket': {
    action: 'console-opened',
    detail: watchModeOf,
    target: param('machineId'),
    classId: param('id'),
  },
};

/** The route keys (`METHOD /api/…`) the trail records. */
export const AUDITED_ROUTES: readonly string[] = Object.keys(AUDITED);

/**
 * Changing calls (POST, PUT, PATCH, DELETE) left out of the trail on purpose, each with why. `audited-routes.test.ts`
 * walks the API's router and fails for a changing route in neither table, or a key in them that names no route.
 */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  'POST /api/training-class/login':
    'a sign-in changes nothing: it answers the lab for the credential every student call carries, and refused ' +
    'credentials are limited per account and address and per address (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS)',
};

/** The power command named in the path, only when it is one: the trail holds no text a client invented. */
function powerCommandOf(req: Request): string | null {
  const command = paramsOf(req).command;
  return command !== undefined && (POWER_COMMANDS as readonly string[]).includes(command) ? command : null;
}

/** Where a student's manual progress went: `step 3`, `step 2 done`, `step 2 not done`; null for a body refused. */
function manualProgressOf(req: Request): string | null {
  const input = parseManualProgressInput(req.body);
  if (!input.ok) return null;
  const { currentStep, mark } = input.value;
  const parts = [
    ...(currentStep === undefined ? [] : [`step ${currentStep}`]),
    ...(mark === undefined ? [] : [`step ${mark.step} ${mark.done ? 'done' : 'not done'}`]),
  ];
  return parts.join(', ');
}

/** How an instructor opened a student's console: 'view' or 'control'; null for a mode the call refused. */
function watchModeOf(req: Request): string | null {
  const mode = parseWatchMode(req.body);
  return mode.ok ? mode.value : null;
}

function outcomeOf(res: Response): 'ok' | 'refused' | 'failed' {
  if (res.statusCode >= 500 || !res.writableFinished) return 'failed';
  return res.statusCode >= 400 ? 'refused' : 'ok';
}

/**
 * The audit trail's observer: each audited call made by an authenticated actor is appended once answered, with its
 * outcome, whether it succeeded or was refused. A call refused before authentication names no actor: not stored.
 */
export function recordAudits(deps: { audit: AuditRepository; clock: Clock; logger: Logger }): RequestObserver {
  return (req, res) => {
    const actor = actorOf(req);
    const audited = AUDITED[`${req.method} ${routeLabel(req)}`];
    if (!actor || !audited) return;
    const action = typeof audited.action === 'function' ? audited.action(req) : audited.action;
    const requestId = requestIdOf(req) ?? null;
    deps.audit
      .append({
        at: deps.clock.now(),
        classId: audited.classId(req, actor) ?? null,
        actor: actor.id,
        role: actor.role,
        action,
        detail: audited.detail?.(req) ?? null,
        target: audited.target(req, actor) ?? '',
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        outcome: outcomeOf(res),
        status: res.statusCode,
        requestId,
      })
      .catch((error: unknown) =>
        deps.logger.error(`Recording the audit entry of ${action} failed`, error, {
          requestId: requestId ?? undefined,
        }),
      );
  };
}
