import type { ServerFeature } from '../feature';
import { auditRoutes } from './audit-routes';
import { createAuditTrail } from './audit-trail';

/** A class's audit trail, as JSON and as CSV (the entries are declared by each changing route). */
export const auditFeature: ServerFeature = {
  name: 'audit',
  routes: ({ storage, instructor }) =>
    auditRoutes({ trail: createAuditTrail({ audit: storage.audit, classes: storage.classes }), instructor }),
};
