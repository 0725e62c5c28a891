import type { ServerFeature } from '../feature';
import { messageRoutes } from './message-routes';
import { createClassMessageService } from './message-service';
import { createMessageRepository } from './sql-message-repository';

/** Messages between the instructor and the class or one student; a message written is the student at work. */
export const messagesFeature: ServerFeature = {
  name: 'messages',
  routes: ({ storage, database, clock, events, requireOpen, instructor, student, activeStudent }) =>
    messageRoutes({
      // The messages are this feature's own table.
      messages: createClassMessageService({
        storage: { classes: storage.classes, messages: createMessageRepository(database) },
        clock,
        events,
        requireOpen,
      }),
      instructor,
      student,
      activeStudent,
    }),
};
