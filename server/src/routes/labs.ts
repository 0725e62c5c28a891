import type { ConsoleTicket } from '@academy/contracts';
import { Router } from 'express';
import type { LabService } from '../domain/labs';
import { sendError } from './http-errors';
import { parseHandRaised } from './input/help-input';
import { parsePowerCommand } from './input/power-command';
import type { StudentGuard } from './student-auth';

/** Student calls of spec §7 (Basic credential). Power commands answer once the transition has completed. */
export function labRoutes(deps: { labs: LabService; student: StudentGuard }): Router {
  const { labs, student } = deps;
  const router = Router();

  router.post('/training-class/login', async (req, res) => {
    res.json(await labs.login(await student(req)));
  });

  router.post('/training-class/revert', async (req, res) => {
    res.json(await labs.revert(await student(req)));
  });

  router.get('/training-class/help', async (req, res) => {
    res.json(await labs.help(await student(req)));
  });

  router.put('/training-class/help', async (req, res) => {
    const signedIn = await student(req);
    const raised = parseHandRaised(req.body);
    if (!raised.ok) return sendError(res, 400, raised.problem);
    res.json(await labs.setHelp(signedIn, raised.value));
  });

  router.get('/training-class/vm/:machineId/power', async (req, res) => {
    res.json(await labs.powerState(await student(req), req.params.machineId));
  });

  router.post('/training-class/vm/:machineId/power/:command', async (req, res) => {
    const signedIn = await student(req);
    const command = parsePowerCommand(req.params.command);
    if (!command.ok) return sendError(res, 400, command.problem);
    res.json(await labs.command(signedIn, req.params.machineId, command.value));
  });

  router.post('/training-class/vm/:machineId/ticket', async (req, res) => {
    const issued = await labs.ticket(await student(req), req.params.machineId);
    const ticket: ConsoleTicket = {
      vm: issued.vm,
      ticket: issued.url,
      expiresAt: issued.expiresAt.toISOString(),
    };
    res.json(ticket);
  });

  return router;
}
