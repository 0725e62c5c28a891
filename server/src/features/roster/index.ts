import { Router } from 'express';
import type { ServerConfig } from '../../config';
import { generatePassphrase } from '../../domain/credentials';
import type { Clock } from '../../domain/ports/clock';
import type { Logger } from '../../domain/ports/logger';
import type { Storage } from '../../domain/ports/storage';
import { studentSignInOf } from '../../domain/student-auth';
import type { RelatedAuditEntry } from '../../routes/request-actor';
import type { FeatureParts, ServerFeature } from '../feature';
import { labServiceOf } from '../labs';
import { type ClassRosters, createClassRosters, type RosterChange } from './class-rosters';
import { createInvitations } from './invitations';
import { joinRoutes } from './join-routes';
import { createJoinService } from './join-service';
import { createInvitationWorker } from './mail/invitation-worker';
import { createSmtpMailSender } from './mail/smtp-mail-sender';
import { rosterRoutes } from './roster-routes';
import { createRosterService } from './roster-service';

export type { ClassRosters, RosterChange } from './class-rosters';
export { instructorNameOf } from './instructor-name';
export { readPassphraseMode, readRoster } from './roster-input';

/** The roster's part of a class's save (POST and PUT /api/training-class), for the class service. */
export function classRostersOf(parts: Pick<FeatureParts, 'config' | 'clock'>): ClassRosters {
  const { config, clock } = parts;
  return createClassRosters({
    loginDomain: config.loginDomain,
    clock,
    invitations: createInvitations({ publicOrigin: config.publicOrigin, clock }),
    newPassphrase: generatePassphrase,
  });
}

/** The audit trail's entries of a class's save beside its own: each student invited or removed, by username. */
export function rosterAuditEntries(change: RosterChange): RelatedAuditEntry[] {
  return [
    ...change.invited.map((target) => ({ action: 'student-invited' as const, target })),
    ...change.removed.map((target) => ({ action: 'student-removed' as const, target })),
  ];
}

/**
 * Sends the queued invitations through SMTP_URL while the server runs (every instance alike); with no relay
 * configured, mail is off and nothing is sent. Answers the function that stops it.
 */
export function startInvitationMail(deps: {
  config: ServerConfig;
  storage: Pick<Storage, 'signInLinks'>;
  clock: Clock;
  logger: Logger;
}): () => Promise<void> {
  const { config } = deps;
  if (!config.mail) return async () => undefined;
  const sender = createSmtpMailSender(config.mail);
  const worker = createInvitationWorker({
    queue: deps.storage.signInLinks,
    sender,
    clock: deps.clock,
    logger: deps.logger,
    graceMs: config.labGraceMs,
  });
  worker.start();
  return async () => {
    await worker.stop();
    sender.close();
  };
}

/**
 * Rosters and personal links: the instructor's roster (view, add, remove, send again, revoke) and the student's
 * sign-in with their link. A class's save writes its roster through classRostersOf.
 */
export const rosterFeature: ServerFeature = {
  name: 'roster',
  routes: (parts) => {
    const { storage, clock, config, machines } = parts;
    const labs = labServiceOf(parts);
    const router = Router();
    router.use(
      joinRoutes({
        joins: createJoinService({
          storage,
          clock,
          signIn: studentSignInOf({ storage, clock, graceMs: config.labGraceMs, rateLimit: config.loginRateLimit }),
          // The same session as the login form's: its answer, and the lab counted as in use.
          login: (student) => {
            void machines.activity.used(student.labId);
            return labs.login(student);
          },
        }),
      }),
    );
    router.use(
      rosterRoutes({
        roster: createRosterService({
          storage,
          clock,
          loginDomain: config.loginDomain,
          graceMs: config.labGraceMs,
          mailEnabled: config.mail !== undefined,
          retentionDays: config.rosterRetentionDays,
          invitations: createInvitations({ publicOrigin: config.publicOrigin, clock }),
          newPassphrase: generatePassphrase,
          onChange: () => machines.scheduler.poke(),
        }),
        instructor: parts.instructor,
      }),
    );
    return router;
  },
};
