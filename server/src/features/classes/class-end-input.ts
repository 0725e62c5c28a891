import { CLASS_EXTENSIONS_MINUTES } from '@academy/api';
import type { Parsed } from '../../routes/input/json-fields';
import type { EndChange } from './class-end-service';

const PROBLEM = `The body must be { "extendByMinutes": ${CLASS_EXTENSIONS_MINUTES.join(' or ')} } or { "endsAt": "<ISO timestamp>" }.`;

/** The body of POST /api/training-class/{id}/end. */
export function parseEndChange(body: unknown): Parsed<EndChange> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { extendByMinutes, endsAt } = fields;
  if (Object.keys(fields).length === 1) {
    if ((CLASS_EXTENSIONS_MINUTES as readonly unknown[]).includes(extendByMinutes)) {
      return { ok: true, value: { extendByMinutes: extendByMinutes as number } };
    }
    // A full timestamp with its offset: a bare date or time would be read in the server's zone.
    if (
      typeof endsAt === 'string' &&
      /T\d\d:\d\d.*(Z|[+-]\d\d:?\d\d)$/.test(endsAt) &&
      !Number.isNaN(Date.parse(endsAt))
    ) {
      return { ok: true, value: { endsAt: new Date(endsAt) } };
    }
  }
  return { ok: false, problem: PROBLEM };
}
