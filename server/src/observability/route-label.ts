import type { Request } from 'express';

/** Paths no Express route matches, grouped by where they were mounted. */
const MOUNTS = ['/api/', '/oauth2/', '/__test__/', '/remotes/', '/console/'];
/** Where app.ts mounts its routers: a route's pattern is relative to one of them. */
export const ROUTER_MOUNTS = { api: '/api', testHooks: '/__test__', identityProvider: '/oauth2/default' } as const;

/**
 * The route a request matched as its pattern (`/api/training-class/vm/:machineId/power`), never its raw path: logs
 * and metrics group by it, and a client inventing paths cannot create new series or fill a log with its secrets.
 */
export function routeLabel(req: Request): string {
  const path = req.originalUrl.toLowerCase();
  const pattern: unknown = req.route?.path;
  if (typeof pattern === 'string') {
    // Routing ignores case, and baseUrl is the path as sent: the mounts are lower case, so /API and /aPi are one
    // label. Once routing has left the router (the app's last error handler: '', Express's own: undefined), the
    // mount is read from the path.
    const base =
      req.baseUrl || Object.values(ROUTER_MOUNTS).find((mount: string) => path.startsWith(`${mount}/`)) || '';
    return `${base.toLowerCase()}${pattern}`;
  }
  const mount = MOUNTS.find((prefix) => path.startsWith(prefix));
  return mount ? `${mount}*` : '/*';
}
