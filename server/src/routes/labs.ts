import type { ConsoleTicket } from '@academy/contracts';
import { Router } from 'express';
import type { LabService } from '../domain/labs';
import type { StudentGuard } from './student-auth';

/**
 * The console WebSocket is on this server, at its configured public origin: never at a Host or X-Forwarded-Host
 * a client sent, or a forged header could send a student's ticket elsewhere.
 */
export function consoleUrl(publicOrigin: string, token: string): string {
  const origin = new URL(publicOrigin);
  const scheme = origin.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${origin.host}/console/${encodeURIComponent(token)}`;
}

/** Student calls of spec §7 (Basic credential). Power commands answer once the transition has completed. */
export function labRoutes(deps: { labs: LabService; student: StudentGuard; publicOrigin: string }): Router {
  const { labs, student, publicOrigin } = deps;
  const router = Router();

  router.post('/training-class/login', async (req, res) => {
    res.json(await labs.login(await student(req)));
  });

  router.post('/training-class/revert', async (req, res) => {
    res.json(await labs.revert(await student(req)));
  });

  router.put('/training-class/help', async (req, res) => {
    res.json(await labs.setHelp(await student(req), req.body));
  });

  router.get('/training-class/vm/:machineId/power', async (req, res) => {
    res.json(await labs.powerState(await student(req), req.params.machineId));
  });

  router.post('/training-class/vm/:machineId/power/:command', async (req, res) => {
    res.json(await labs.command(await student(req), req.params.machineId, req.params.command));
  });

  router.post('/training-class/vm/:machineId/ticket', async (req, res) => {
    const issued = await labs.ticket(await student(req), req.params.machineId);
    const ticket: ConsoleTicket = {
      vm: issued.vm,
      ticket: consoleUrl(publicOrigin, issued.token),
      expiresAt: issued.expiresAt.toISOString(),
    };
    res.json(ticket);
  });

  return router;
}
