import {
  CLASS_CHECK_VERDICT_EVENT,
  CLASS_LAB_CHANGED_EVENT,
  type ClassLabChange,
  type ConsoleTicket,
  type KeyboardLayout,
} from '@academy/api';
import { type Request, Router } from 'express';
import { audited, changingRoute, fromParam, powerCommandOf } from '../../routes/audit-declaration';
import { consoleTicketOf } from '../../routes/console-ticket';
import { createEventStream } from '../../routes/event-stream';
import { sendError } from '../../routes/http-errors';
import { parsePowerCommand } from '../../routes/input/power-command';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { parseWatchMode } from '../classroom';
import type { TypingLab } from '../typing';
import type { ClassLabService } from './class-lab-service';

/** How an instructor opened a student's console: 'view' or 'control'; null for a mode the call refused. */
function watchModeOf(req: Request): string | null {
  const mode = parseWatchMode(req.body);
  return mode.ok ? mode.value : null;
}

function serverSentEvent(name: string, data: object): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The instructor's class monitor (Bearer token): every student's lab of one class, and help in one click. */
export function classLabRoutes(deps: {
  classLabs: ClassLabService;
  instructor: InstructorGuard;
  /** FILE_UPLOAD_MAX_BYTES, said in each console ticket. */
  fileUploadMaxBytes: number;
  /** The machine's guest keyboard layout (its course machine's), said in its console ticket as in the student's. */
  layoutOf: (lab: TypingLab, vm: string) => Promise<KeyboardLayout>;
}): Router {
  const { classLabs, instructor, fileUploadMaxBytes, layoutOf } = deps;
  const router = Router();

  router.get('/training-class/:id/labs', async (req, res) => {
    await instructor(req);
    res.json(await classLabs.labs(req.params.id));
  });

  changingRoute(
    router,
    'post',
    '/training-class/:id/labs/:email/revert',
    audited({ action: 'lab-reverted', target: fromParam('email'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      res.json(await classLabs.revert(req.params.id, req.params.email));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/:id/labs/:email/help/claim',
    audited({ action: 'hand-claimed', target: fromParam('email'), classId: fromParam('id') }),
    async (req, res) => {
      const { name } = await instructor(req);
      res.json(await classLabs.claimHand(req.params.id, req.params.email, name));
    },
  );

  changingRoute(
    router,
    'delete',
    '/training-class/:id/labs/:email/help',
    audited({ action: 'hand-lowered', target: fromParam('email'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      res.json(await classLabs.lowerHand(req.params.id, req.params.email));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/:id/vm/:machineId/power/:command',
    audited({
      action: 'power-command',
      detail: powerCommandOf,
      target: fromParam('machineId'),
      classId: fromParam('id'),
    }),
    async (req, res) => {
      await instructor(req);
      const command = parsePowerCommand(req.params.command);
      if (!command.ok) return sendError(res, 400, command.problem);
      res.json(await classLabs.command(req.params.id, req.params.machineId, command.value));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/:id/vm/:machineId/ticket',
    audited({
      action: 'console-opened',
      detail: watchModeOf,
      target: fromParam('machineId'),
      classId: fromParam('id'),
    }),
    async (req, res) => {
      const { name } = await instructor(req);
      const mode = parseWatchMode(req.body);
      if (!mode.ok) return sendError(res, 400, mode.problem);
      const { issued, lab } = await classLabs.ticket(req.params.id, req.params.machineId, { name, mode: mode.value });
      const answer: ConsoleTicket = {
        ...consoleTicketOf(issued, fileUploadMaxBytes),
        keyboardLayout: await layoutOf(lab, issued.vm),
      };
      res.json(answer);
    },
  );

  router.get('/training-class/:id/vm/:machineId/screenshot', async (req, res) => {
    await instructor(req);
    const png = await classLabs.screenshot(req.params.id, req.params.machineId);
    res.type('image/png').send(Buffer.from(png));
  });

  // The stream lasts no longer than its token and its class: the monitor reconnects with a renewed token, and a
  // deleted class's monitor hears 404.
  router.get('/training-class/:id/events', async (req, res) => {
    const stream = createEventStream(res);
    const { expiresAt } = await instructor(req);
    const unsubscribe = await classLabs.watch(req.params.id, {
      changed: (change: ClassLabChange) => stream.send(serverSentEvent(CLASS_LAB_CHANGED_EVENT, change)),
      // A check's verdict for the grid (features/checks).
      verdict: (verdict) => stream.send(serverSentEvent(CLASS_CHECK_VERDICT_EVENT, verdict)),
      // The students' notices: the monitor reads what it shows of them with the labs.
      told: () => undefined,
      deleted: () => stream.end(),
    });
    stream.onClose(unsubscribe);
    if (expiresAt) stream.endAt(expiresAt);
    stream.open();
  });

  return router;
}
