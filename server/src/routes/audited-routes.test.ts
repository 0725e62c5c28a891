import { describe, expect, it } from '@rstest/core';
import { ROUTER_MOUNTS } from '../observability/route-label';
import { type ApiRouterDeps, createApiRouter } from './api-router';
import { AUDITED_ROUTES, NOT_AUDITED } from './audit-recorder';

/** A layer of an Express 5 router (router 2): a route, or a router mounted with `use` at its raw path. */
interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: unknown };
  rawPath?: unknown;
}

function layersOf(stack: unknown): RouterLayer[] {
  if (!Array.isArray(stack)) throw new Error('not a router stack');
  return stack.filter((layer): layer is RouterLayer => typeof layer === 'object' && layer !== null);
}

/** Every route of `stack` as `METHOD /mount/path`, the routers mounted in it included. */
function routesOf(stack: unknown, prefix: string): string[] {
  return layersOf(stack).flatMap((layer) => {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = `${prefix}${layer.route.path}`;
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    if (layer.handle?.stack === undefined) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, `${prefix}${mount}`);
  });
}

const CHANGING = /^(POST|PUT|PATCH|DELETE) /;

// Routes are registered without calling what they will call: inert dependencies are enough to list them.
const inert = new Proxy({ allowedOrigins: [], studentCallsPerSecond: 1 } as unknown as ApiRouterDeps, {
  get: (target, key) => (key in target ? Reflect.get(target, key) : () => undefined),
});
const apiRoutes = routesOf(createApiRouter(inert).stack, ROUTER_MOUNTS.api);

describe("the audit trail's tables against the API's routes", () => {
  it('lists the routes it checks (the walk finds the API)', () => {
    expect(apiRoutes).toContain('POST /api/training-class');
    expect(apiRoutes).toContain('PUT /api/training-class/:id/screens');
    expect(apiRoutes.filter((route) => CHANGING.test(route)).length).toBeGreaterThan(20);
  });

  it('audits every changing route, or says why not', () => {
    const unaccounted = apiRoutes.filter(
      (route) => CHANGING.test(route) && !AUDITED_ROUTES.includes(route) && !(route in NOT_AUDITED),
    );
    expect(unaccounted).toEqual([]);
  });

  it('names only changing routes that exist', () => {
    const named = [...AUDITED_ROUTES, ...Object.keys(NOT_AUDITED)];
    expect(named.filter((route) => !apiRoutes.includes(route) || !CHANGING.test(route))).toEqual([]);
    expect(AUDITED_ROUTES.filter((route) => route in NOT_AUDITED)).toEqual([]);
  });
});
