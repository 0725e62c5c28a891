import { describe, expect, it } from '@rstest/core';
import { FEATURES } from '../features';
import { ROUTER_MOUNTS } from '../observability/route-label';
import { type ApiRouterDeps, createApiRouter } from './api-router';
import { type RouteAudit, routeAuditOf } from './audit-declaration';

/** A layer of an Express 5 router (router 2): a route and its handlers, or a router mounted with `use` at its path. */
interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean>; stack?: unknown };
  handle?: unknown;
  rawPath?: unknown;
}

interface ApiRoute {
  /** `METHOD /api/…` */
  name: string;
  /** What the route's first handler declares of the audit trail, when it is a declaration. */
  audit: RouteAudit | undefined;
}

function layersOf(stack: unknown): RouterLayer[] {
  if (!Array.isArray(stack)) throw new Error('not a router stack');
  return stack.filter((layer): layer is RouterLayer => typeof layer === 'object' && layer !== null);
}

function stackOf(handle: unknown): unknown {
  return typeof handle === 'function' && 'stack' in handle ? handle.stack : undefined;
}

/** Every route of `stack` with its declared audit, the routers mounted in it included. */
function routesOf(stack: unknown, prefix: string): ApiRoute[] {
  return layersOf(stack).flatMap((layer) => {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = `${prefix}${layer.route.path}`;
      const audit = routeAuditOf(layersOf(layer.route.stack)[0]?.handle);
      return Object.keys(layer.route.methods).map((method) => ({ name: `${method.toUpperCase()} ${path}`, audit }));
    }
    const mounted = stackOf(layer.handle);
    if (mounted === undefined) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(mounted, `${prefix}${mount}`);
  });
}

const CHANGING = /^(POST|PUT|PATCH|DELETE) /;

// Routes are registered without calling what they will call: a stand-in that answers every property and call with
// itself is enough for each feature to build its service and list its routes.
const inert: unknown = new Proxy(() => undefined, { get: () => inert, apply: () => inert });
// Every part named, so that a part added to FeatureParts is added here too (the compiler asks).
const parts = {
  // The guest accounts' box checks its key's length as it is built (courses, checks): a key, the rest inert.
  config: new Proxy(
    { secretsKey: { kind: 'given', key: Buffer.alloc(32) } },
    { get: (target, name) => Reflect.get(target, name) ?? inert },
  ),
  clock: inert,
  logger: inert,
  storage: inert,
  database: inert,
  events: inert,
  machines: inert,
  requireOpen: inert,
  student: inert,
  instructor: inert,
} satisfies Record<keyof ApiRouterDeps['parts'], unknown>;
const deps: ApiRouterDeps = {
  features: FEATURES,
  parts: parts as ApiRouterDeps['parts'],
  logger: inert as ApiRouterDeps['logger'],
  allowedOrigins: [],
  studentCallsPerSecond: 1,
};
const apiRoutes = routesOf(createApiRouter(deps).stack, ROUTER_MOUNTS.api);
const names = (routes: ApiRoute[]) => routes.map((route) => route.name);

describe("the API's routes and the audit trail", () => {
  it('are all walked (the walk finds the API and its declarations)', () => {
    expect(names(apiRoutes)).toContain('POST /api/training-class');
    expect(apiRoutes.find((route) => route.name === 'PUT /api/training-class/:id/screens')?.audit?.kind).toBe(
      'audited',
    );
    expect(apiRoutes.filter((route) => CHANGING.test(route.name)).length).toBeGreaterThan(20);
  });

  it('audit every changing route, or say why not, first in its handlers', () => {
    const undeclared = apiRoutes.filter((route) => CHANGING.test(route.name) && route.audit === undefined);
    expect(names(undeclared)).toEqual([]);
  });

  it('leave out of the trail only the sign-in, with a reason', () => {
    const left = apiRoutes.flatMap((route) => (route.audit?.kind === 'not-audited' ? [route] : []));
    expect(names(left)).toEqual(['POST /api/training-class/login']);
    for (const route of left)
      if (route.audit?.kind === 'not-audited') expect(route.audit.why.length).toBeGreaterThan(40);
  });

  it('audit no reading route: a read changes nothing to keep', () => {
    const reads = apiRoutes.filter((route) => !CHANGING.test(route.name) && route.audit !== undefined);
    expect(names(reads)).toEqual([]);
  });
});
