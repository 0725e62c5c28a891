import { type Request, Router } from 'express';
import { audited, changingRoute, fromParam, studentsClass } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { StudentGuard } from '../../routes/student-auth';
import { parseTypeTextInput } from './typing-input';
import { ScreensPausedError, type TypingService } from './typing-service';

/** The trail keeps how much was typed, never what: `200 characters`. */
function typedLength(req: Request): string | null {
  const text = (req.body as Record<string, unknown> | undefined)?.text;
  return typeof text === 'string' ? `${[...text].length} characters` : null;
}

/**
 * A student types text into their own machine (their credential says whose lab: another lab's machine is not found).
 * A student who leaves before the last key stops the typing between two batches.
 */
export function typingRoutes(deps: { typing: TypingService; student: StudentGuard }): Router {
  const { typing, student } = deps;
  const router = Router();

  changingRoute(
    router,
    'post',
    '/training-class/vm/:machineId/type',
    audited({ action: 'text-typed', detail: typedLength, target: fromParam('machineId'), classId: studentsClass }),
    async (req, res) => {
      const signedIn = await student(req);
      const input = parseTypeTextInput(req.body);
      if (!input.ok) return sendError(res, input.status, input.problem);
      const left = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) left.abort();
      });
      try {
        res.json(await typing.typeText(signedIn, req.params.machineId, input.value, left.signal));
      } catch (error) {
        if (!(error instanceof ScreensPausedError)) throw error;
        sendError(res, 423, error.message);
      }
    },
  );

  return router;
}
