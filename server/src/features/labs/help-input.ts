import { type Parsed, parseFlag } from '../../routes/input/json-fields';

/** The body of PUT /api/training-class/help: whether the student's hand goes up. */
export function parseHandRaised(body: unknown): Parsed<boolean> {
  return parseFlag(body, 'raised');
}
