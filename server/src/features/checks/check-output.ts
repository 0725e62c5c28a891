import { CHECK_OUTPUT_KEPT_BYTES } from '@academy/api';

/**
 * What is kept of a failing attempt's output: its first 4 KB of UTF-8, cut on a character boundary, without NUL
 * characters (PostgreSQL's text refuses them; a hostile script may print them).
 */
export function keptOutput(output: string, cutBefore: boolean): { output: string; outputCut: boolean } {
  const bytes = Buffer.from(output.replaceAll('\u0000', ''), 'utf8');
  if (bytes.length <= CHECK_OUTPUT_KEPT_BYTES) return { output: bytes.toString('utf8'), outputCut: cutBefore };
  // A character cut in two at the limit is dropped rather than kept as U+FFFD.
  const text = new TextDecoder().decode(bytes.subarray(0, CHECK_OUTPUT_KEPT_BYTES));
  return { output: text.replace(/\uFFFD$/, ''), outputCut: true };
}
