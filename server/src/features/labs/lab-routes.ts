import type { ConsoleTicket, KeyboardLayout } from '@academy/api';
import { Router } from 'express';
import type { StudentContext } from '../../domain/student-auth';
import {
  actionByFlag,
  audited,
  changingRoute,
  fromParam,
  notAudited,
  powerCommandOf,
  studentsClass,
  studentsLab,
} from '../../routes/audit-declaration';
import { consoleTicketOf } from '../../routes/console-ticket';
import { sendError } from '../../routes/http-errors';
import { parsePowerCommand } from '../../routes/input/power-command';
import type { StudentGuard } from '../../routes/student-auth';
import { parseHandRaised } from './help-input';
import type { LabService } from './lab-service';

/** Student calls of spec §7 (Basic credential). Power commands answer once the transition has completed. */
export function labRoutes(deps: {
  labs: LabService;
  student: StudentGuard;
  fileUploadMaxBytes: number;
  /** The machine's guest keyboard layout (its course machine's), said in its console ticket. */
  layoutOf: (student: StudentContext, vm: string) => Promise<KeyboardLayout>;
}): Router {
  const { labs, student, fileUploadMaxBytes, layoutOf } = deps;
  const router = Router();

  changingRoute(
    router,
    'post',
    '/training-class/login',
    notAudited(
      'a sign-in changes nothing: it answers the lab for the credential every student call carries, and refused ' +
        'credentials are limited per account and address and per address (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS)',
    ),
    async (req, res) => {
      res.json(await labs.login(await student(req)));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/revert',
    audited({ action: 'lab-reverted', target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      res.json(await labs.revert(await student(req)));
    },
  );

  router.get('/training-class/help', async (req, res) => {
    res.json(await labs.help(await student(req)));
  });

  changingRoute(
    router,
    'put',
    '/training-class/help',
    audited({
      action: actionByFlag('raised', 'hand-raised', 'hand-lowered'),
      target: studentsLab,
      classId: studentsClass,
    }),
    async (req, res) => {
      const signedIn = await student(req);
      const raised = parseHandRaised(req.body);
      if (!raised.ok) return sendError(res, 400, raised.problem);
      res.json(await labs.setHelp(signedIn, raised.value));
    },
  );

  router.get('/training-class/vm/:machineId/power', async (req, res) => {
    res.json(await labs.powerState(await student(req), req.params.machineId));
  });

  changingRoute(
    router,
    'post',
    '/training-class/vm/:machineId/power/:command',
    audited({
      action: 'power-command',
      detail: powerCommandOf,
      target: fromParam('machineId'),
      classId: studentsClass,
    }),
    async (req, res) => {
      const signedIn = await student(req);
      const command = parsePowerCommand(req.params.command);
      if (!command.ok) return sendError(res, 400, command.problem);
      res.json(await labs.command(signedIn, req.params.machineId, command.value));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/vm/:machineId/ticket',
    audited({ action: 'console-opened', target: fromParam('machineId'), classId: studentsClass }),
    async (req, res) => {
      const signedIn = await student(req);
      // The ticket first: it refuses another lab's machine as one that does not exist.
      const ticket = consoleTicketOf(await labs.ticket(signedIn, req.params.machineId), fileUploadMaxBytes);
      const answer: ConsoleTicket = { ...ticket, keyboardLayout: await layoutOf(signedIn, ticket.vm) };
      res.json(answer);
    },
  );

  return router;
}
