import type { ApiErrorBody } from '@academy/api';
import type { RequestHandler } from 'express';
import { inputProblem, type Parsed, parseJsonObject } from '../routes/input/json-fields';

/** One injected fault: the matching call answers `status`, or never answers when `hang`. */
export interface Fault {
  id: number;
  /** HTTP method, or '*' for any. */
  method: string;
  /** Exact path such as /api/training-class/login, or a prefix ending with '*' (/remotes/lab/*, /oauth2/*). */
  path: string;
  status: number;
  hang: boolean;
  /** Calls left to fail; null for every call until cleared. */
  remaining: number | null;
}

/** A fault as POST /__test__/faults asks for it. */
export type FaultRule = Omit<Fault, 'id'>;

export interface FaultInjector {
  add(rule: FaultRule): Fault;
  list(): Fault[];
  clear(): void;
  /**
   * Goes in front of everything but /__test__ (so faults can always be cleared): any API call, before
   * authentication, and any static or identity-provider path can be made to fail or hang.
   */
  middleware: RequestHandler;
}

const HOOKS_PREFIX = '/__test__';

/** The body of POST /__test__/faults. */
export function parseFaultRule(body: unknown): Parsed<FaultRule> {
  return parseJsonObject(body, (fields) => {
    const { method = '*', path, status, hang = false, times } = fields;
    if (typeof method !== 'string' || method === '') throw inputProblem('method must be an HTTP method or "*".');
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith(HOOKS_PREFIX)) {
      throw inputProblem(`path must start with / and not with ${HOOKS_PREFIX}.`);
    }
    if (status !== undefined && !(Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599)) {
      throw inputProblem('status must be an integer from 400 to 599.');
    }
    if (typeof hang !== 'boolean') throw inputProblem('hang must be a boolean.');
    if (times !== undefined && !(Number.isInteger(times) && Number(times) >= 1)) {
      throw inputProblem('times must be a positive integer.');
    }
    return {
      method: method.toUpperCase(),
      path,
      status: status === undefined ? 500 : Number(status),
      hang,
      remaining: times === undefined ? null : Number(times),
    };
  });
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== '*' && fault.method !== method) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

export function createFaultInjector(): FaultInjector {
  let faults: Fault[] = [];
  let nextId = 1;

  function take(method: string, path: string): Fault | undefined {
    const fault = faults.find((candidate) => matches(candidate, method, path));
    if (fault && fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) faults = faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }

  return {
    add(rule) {
      const fault = { id: nextId, ...rule };
      nextId += 1;
      faults.push(fault);
      return { ...fault };
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = [];
    },
    middleware(req, res, next) {
      const path = req.originalUrl.split('?')[0] ?? '';
      const fault = path.startsWith(HOOKS_PREFIX) ? undefined : take(req.method, path);
      if (!fault) {
        next();
        return;
      }
      // A hung call stays open until the client gives up or the server shuts down.
      if (fault.hang) return;
      const body: ApiErrorBody = { error: 'injected_fault', message: `Injected fault: status ${fault.status}.` };
      res.status(fault.status).json(body);
    },
  };
}
