import { CLASS_LAB_CHANGED_EVENT, type ClassLabChange, type ConsoleTicket } from '@academy/contracts';
import { Router } from 'express';
import type { ClassLabService } from '../domain/class-labs';
import type { InstructorGuard } from './instructor-auth';
import { consoleUrl } from './labs';

/** A comment line this often keeps proxies and load balancers from closing an idle push channel. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before it reconnects (the monitor's own client has its own backoff). */
const RETRY_MS = 3_000;

function serverSentEvent(change: ClassLabChange): string {
  return `event: ${CLASS_LAB_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** The instructor's class monitor (Bearer token): every student's lab of one class, and help in one click. */
export function classLabRoutes(deps: {
  classLabs: ClassLabService;
  instructor: InstructorGuard;
  publicOrigin: string;
}): Router {
  const { classLabs, instructor, publicOrigin } = deps;
  const router = Router();

  router.get('/training-class/:id/labs', async (req, res) => {
    await instructor(req);
    res.json(await classLabs.labs(req.params.id));
  });

  router.post('/training-class/:id/labs/:email/revert', async (req, res) => {
    await instructor(req);
    res.json(await classLabs.revert(req.params.id, req.params.email));
  });

  router.delete('/training-class/:id/labs/:email/help', async (req, res) => {
    await instructor(req);
    res.json(await classLabs.lowerHand(req.params.id, req.params.email));
  });

  router.post('/training-class/:id/vm/:machineId/power/:command', async (req, res) => {
    await instructor(req);
    res.json(await classLabs.command(req.params.id, req.params.machineId, req.params.command));
  });

  router.post('/training-class/:id/vm/:machineId/ticket', async (req, res) => {
    await instructor(req);
    const issued = await classLabs.ticket(req.params.id, req.params.machineId);
    const ticket: ConsoleTicket = {
      vm: issued.vm,
      ticket: consoleUrl(publicOrigin, issued.token),
      expiresAt: issued.expiresAt.toISOString(),
    };
    res.json(ticket);
  });

  router.get('/training-class/:id/vm/:machineId/screenshot', async (req, res) => {
    await instructor(req);
    const png = await classLabs.screenshot(req.params.id, req.params.machineId);
    res.type('image/png').send(Buffer.from(png));
  });

  router.get('/training-class/:id/events', async (req, res) => {
    await instructor(req);
    const unsubscribe = await classLabs.watch(req.params.id, (change) => res.write(serverSentEvent(change)));
    // no-transform: the compression middleware would hold events back until its buffer fills.
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  return router;
}
