import type { ManualProgressInput } from '@academy/api';
import {
  inputProblem,
  type JsonObject,
  type Parsed,
  parseJsonObject,
  readInteger,
} from '../../routes/input/json-fields';

/** Step numbers are checked against the manual by the domain; this only bounds them to what a manual can have. */
const MAX_STEP_NUMBER = 1_000_000;

function readMark(body: JsonObject): ManualProgressInput['mark'] {
  const mark = body.mark;
  if (mark === undefined) return undefined;
  if (typeof mark !== 'object' || mark === null || Array.isArray(mark)) {
    throw inputProblem('mark must be an object such as { "step": 2, "done": true }.');
  }
  const fields = mark as JsonObject;
  if (typeof fields.done !== 'boolean') throw inputProblem('mark.done must be true or false.');
  return { step: readInteger(fields, 'step', 1, MAX_STEP_NUMBER), done: fields.done };
}

/** The body of PUT /api/training-class/manual/progress: a step to move to, a step to mark, or both. */
export function parseManualProgressInput(body: unknown): Parsed<ManualProgressInput> {
  return parseJsonObject(body, (fields) => {
    const currentStep =
      fields.currentStep === undefined ? undefined : readInteger(fields, 'currentStep', 1, MAX_STEP_NUMBER);
    const mark = readMark(fields);
    if (currentStep === undefined && mark === undefined) {
      throw inputProblem('The body must name a currentStep, a mark such as { "step": 2, "done": true }, or both.');
    }
    return { ...(currentStep === undefined ? {} : { currentStep }), ...(mark === undefined ? {} : { mark }) };
  });
}
