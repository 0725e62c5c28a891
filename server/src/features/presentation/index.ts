import type { ServerFeature } from '../feature';
import { presentationRoutes } from './presentation-routes';
import { createClassPresentationService } from './presentation-service';
import { createPresentationRepository } from './sql-presentation-repository';

/** The instructor shows one student's machine to the class; watching it keeps no student's lab from idling. */
export const presentationFeature: ServerFeature = {
  name: 'presentation',
  routes: ({ storage, database, machines, clock, events, requireOpen, instructor, student }) =>
    presentationRoutes({
      presentations: createClassPresentationService({
        // The machine shown is this feature's own table.
        storage: { classes: storage.classes, presentations: createPresentationRepository(database) },
        hypervisor: machines.hypervisor,
        consoles: machines.consoles,
        clock,
        events,
        requireOpen,
      }),
      instructor,
      student,
    }),
};
