import { type Parsed, parseJsonObject, readText } from '../../routes/input/json-fields';

/** Body of PUT /api/training-class/{id}/presentation: the machine to show. */
export function parsePresentationStart(body: unknown): Parsed<{ vm: string }> {
  return parseJsonObject(body, (fields) => ({ vm: readText(fields, 'vm') }));
}
