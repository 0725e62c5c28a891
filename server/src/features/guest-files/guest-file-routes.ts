import { fileSizeText, fileTooLargeText, guestFileNameProblem } from '@academy/api';
import { type Request, Router } from 'express';
import { audited, changingRoute, fromParam } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { Actor } from '../../routes/request-actor';
import type { LabActor } from '../classroom';
import { type GuestFileService, ScreensPausedError } from './guest-file-service';

/** The file a call sent, for its audit entry: its class (an instructor's call has none of its own), name and size. */
interface SentRecord {
  classId: string;
  name: string;
  size: number;
}

const records = new WeakMap<Request, SentRecord>();

/** The trail keeps the file's name and size, never its bytes: `report.pdf, 2.0 MB`. */
function sentDetail(req: Request): string | null {
  const record = records.get(req);
  return record ? `${record.name}, ${fileSizeText(record.size)}` : null;
}

function senderClass(req: Request, actor: Actor): string | undefined {
  return actor.classId ?? records.get(req)?.classId;
}

function abortError(): Error {
  const error = new Error('The sender left before the file was whole.');
  error.name = 'AbortError';
  return error;
}

/** The request's bytes as they arrive, never held whole; a sender who leaves part way ends them with AbortError. */
async function* bodyOf(req: Request): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of req) yield chunk as Uint8Array;
  } catch (error) {
    if (!req.complete) throw abortError();
    throw error;
  }
  if (!req.complete) throw abortError();
}

/**
 * A file sent into a lab machine: by its student (their credential says whose lab), or by an instructor whose
 * console of it is open in control (their Bearer token). The body is the file's raw bytes: its size is said before
 * any byte is read (Content-Length, which Node's parser holds the body to), refused above the limit, and the bytes
 * stream on to the guest as they arrive.
 */
export function guestFileRoutes(deps: {
  files: GuestFileService;
  /** The student, or the instructor in control of the machine's console (403 while they only watch it). */
  actorOf: (req: Request) => Promise<LabActor>;
  /** FILE_UPLOAD_MAX_BYTES. */
  maxBytes: number;
}): Router {
  const { files, actorOf, maxBytes } = deps;
  const router = Router();

  changingRoute(
    router,
    'post',
    '/training-class/vm/:machineId/files',
    audited({ action: 'file-sent', detail: sentDetail, target: fromParam('machineId'), classId: senderClass }),
    async (req, res) => {
      // Whatever the answer, the connection ends with it: a refused body is never read (2 GB announced stays unsent).
      res.setHeader('Connection', 'close');
      const { lab, instructorInControl } = await actorOf(req);
      // The instructor in control sends during the pause, as their keys reach the machine then.
      const pause = instructorInControl ? 'ignore' : 'refuse';
      const name = typeof req.query.name === 'string' ? req.query.name : '';
      const problem = guestFileNameProblem(name);
      if (problem) return sendError(res, 400, problem);
      const length = req.get('content-length');
      if (length === undefined || !/^\d+$/.test(length)) {
        return sendError(res, 411, 'Send the file with its size (Content-Length).');
      }
      const size = Number(length);
      records.set(req, { classId: lab.trainingClass.id, name, size });
      if (size > maxBytes) return sendError(res, 413, fileTooLargeText(name, size, maxBytes));
      const left = new AbortController();
      req.on('close', () => {
        if (!req.complete) left.abort(abortError());
      });
      try {
        res.json(
          await files.send(lab, req.params.machineId, { name, size, body: bodyOf(req), signal: left.signal }, pause),
        );
      } catch (error) {
        if (error instanceof ScreensPausedError) return sendError(res, 423, error.message);
        // The sender is gone: no one is left to answer, and nothing was left in the guest.
        if (left.signal.aborted) return;
        throw error;
      }
    },
  );

  return router;
}
