import type { Request } from 'express';

/** Paths no Express route matches, grouped by where they were mounted. */
const MOUNTS = ['/api/', '/oauth2/', '/__test__/', '/remotes/', '/console/'];

/**
 * The route a request matched as its pattern (`/api/training-class/vm/:machineId/power`), never its raw path: logs
 * and metrics group by it, and a client inventing paths cannot create new series or fill a log with its secrets.
 */
export function routeLabel(req: Request): string {
  const pattern: unknown = req.route?.path;
  // Routing ignores case, and baseUrl is the path as sent: the mounts are lower case, so /API and /aPi are one label.
  if (typeof pattern === 'string') return `${req.baseUrl.toLowerCase()}${pattern}`;
  const path = req.originalUrl.toLowerCase();
  const mount = MOUNTS.find((prefix) => path.startsWith(prefix));
  return mount ? `${mount}*` : '/*';
}
