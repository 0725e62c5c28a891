import type { TypeTextAnswer, TypingEvent } from '@academy/api';
import { type Request, type Response, Router } from 'express';
import { DomainError } from '../../domain/errors';
import type { Logger } from '../../domain/ports/logger';
import { audited, changingRoute, fromParam } from '../../routes/audit-declaration';
import { sendError, statusOfKind } from '../../routes/http-errors';
import type { Actor } from '../../routes/request-actor';
import type { LabActor } from '../classroom';
import { parseTypeTextInput } from './typing-input';
import {
  type CheckedTyping,
  type PauseRule,
  ScreensPausedError,
  type TypingListener,
  type TypingService,
} from './typing-service';
import { openTypingStream, wantsProgress } from './typing-stream';

/** How far a call's typing went, for its audit entry: its class, and the characters typed of the text's. */
interface TypingRecord {
  classId: string;
  typed: number;
  characters: number;
}

const records = new WeakMap<Request, TypingRecord>();

/**
 * The trail keeps how much was typed, never what: `200 characters`, or `1200 of 4000 characters` for a typing
 * cancelled or failed part way.
 */
function typedLength(req: Request): string | null {
  const record = records.get(req);
  if (record && record.typed < record.characters) return `${record.typed} of ${record.characters} characters`;
  const text = (req.body as Record<string, unknown> | undefined)?.text;
  return typeof text === 'string' ? `${[...text].length} characters` : null;
}

/** The student's class, or the class of the lab an instructor typed into. */
function typingClass(req: Request, actor: Actor): string | undefined {
  return actor.classId ?? records.get(req)?.classId;
}

/** The last line of a typing that stopped part way: the status and words its plain answer would have had. */
function failedLine(error: unknown, logger: Logger, vm: string): Extract<TypingEvent, { type: 'failed' }> {
  if (error instanceof DomainError) return { type: 'failed', status: statusOfKind(error.kind), message: error.message };
  logger.error(`Typing into ${vm} failed`, error);
  return { type: 'failed', status: 500, message: 'The typing failed: the server could not finish it.' };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Text typed into a lab machine: by its student, or by an instructor whose console of it is open in control (their
 * Bearer token). With `Accept: application/x-ndjson` the typing's progress streams as it goes and a pause holds it;
 * closing the call stops it between two batches.
 */
export function typingRoutes(deps: {
  typing: TypingService;
  /** The student, or the instructor in control of the machine's console (403 while they only watch it). */
  actorOf: (req: Request) => Promise<LabActor>;
  logger: Logger;
}): Router {
  const { typing, actorOf, logger } = deps;
  const router = Router();

  /** How the class's pause meets the typist: the student's typing is held (streamed) or refused. */
  const pauseRuleOf = (actor: LabActor, stream: boolean): PauseRule =>
    actor.instructorInControl ? 'ignore' : stream ? 'hold' : 'refuse';

  async function streamed(req: Request, res: Response, run: (listener: TypingListener) => Promise<TypeTextAnswer>) {
    const stream = openTypingStream(res);
    try {
      const answer = await run({
        held: (message) => stream.send({ type: 'held', message }),
        resumed: () => stream.send({ type: 'resumed' }),
        progress: (charactersTyped, characters) => stream.send({ type: 'progress', charactersTyped, characters }),
      });
      stream.end({ type: 'done', ...answer });
    } catch (error) {
      // A closed call is a cancelled typing: no one is left to tell.
      if (!isAbort(error)) stream.end(failedLine(error, logger, String(req.params.machineId)));
    }
  }

  changingRoute(
    router,
    'post',
    '/training-class/vm/:machineId/type',
    audited({ action: 'text-typed', detail: typedLength, target: fromParam('machineId'), classId: typingClass }),
    async (req, res) => {
      const stream = wantsProgress(req);
      const actor = await actorOf(req);
      const { lab } = actor;
      const pause = pauseRuleOf(actor, stream);
      const input = parseTypeTextInput(req.body);
      if (!input.ok) return sendError(res, input.status, input.problem);
      let checked: CheckedTyping;
      try {
        checked = await typing.check(lab, req.params.machineId, input.value, pause);
      } catch (error) {
        if (!(error instanceof ScreensPausedError)) throw error;
        return sendError(res, 423, error.message);
      }
      const record: TypingRecord = { classId: lab.trainingClass.id, typed: 0, characters: checked.characters };
      records.set(req, record);
      const left = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) left.abort();
      });
      const run = (listener?: TypingListener) =>
        checked
          .run({
            signal: left.signal,
            listener: {
              ...listener,
              progress: (typed, characters) => {
                record.typed = typed;
                listener?.progress?.(typed, characters);
              },
            },
          })
          .then((answer) => {
            record.typed = answer.charactersTyped;
            return answer;
          });
      if (stream) return streamed(req, res, run);
      try {
        res.json(await run());
      } catch (error) {
        // The caller left: no one is waiting for the answer, and the trail says how far it went.
        if (!(isAbort(error) && left.signal.aborted)) throw error;
      }
    },
  );

  return router;
}
