import type { Parsed } from './json-fields';

/** The body of PUT /api/training-class/help: whether the student's hand goes up. */
export function parseHandRaised(body: unknown): Parsed<boolean> {
  const raised = typeof body === 'object' && body !== null ? (body as { raised?: unknown }).raised : undefined;
  if (typeof raised !== 'boolean') {
    return { ok: false, problem: 'The body must be { "raised": true } or { "raised": false }.' };
  }
  return { ok: true, value: raised };
}
