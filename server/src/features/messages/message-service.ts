import type { ClassMessage } from '@academy/api';
import { notFound } from '../../domain/errors';
import type { RequireOpenClass } from '../../domain/open-class';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { MessageRecord, MessageRepository } from './message-repository';

/** How many of a class's latest messages one read answers: the history a messages panel shows. */
export const MESSAGE_HISTORY_LIMIT = 200;

/** Messages of a class: stored, then told to the class's watchers (the monitor, the students' channels). */
export interface ClassMessageService {
  /** To the whole class (`to` null) or to one of its students; 404 for a class or a student not there. */
  sendAsInstructor(classId: string, instructorName: string, to: string | null, text: string): Promise<ClassMessage>;
  /** A student writes to the instructors only. */
  sendAsStudent(student: StudentContext, text: string): Promise<ClassMessage>;
  /** Every message of the class. */
  forInstructor(classId: string): Promise<ClassMessage[]>;
  /** What the student may read: the class's messages and their own conversation. */
  forStudent(student: StudentContext): Promise<ClassMessage[]>;
}

function toClassMessage(record: MessageRecord): ClassMessage {
  return {
    id: record.id,
    sentAt: record.sentAt.toISOString(),
    from: record.from,
    senderName: record.senderName,
    student: record.student,
    text: record.text,
  };
}

export function createClassMessageService(deps: {
  storage: Pick<Storage, 'classes'> & { messages: MessageRepository };
  clock: Clock;
  events: ClassEvents;
  requireOpen: RequireOpenClass;
}) {
  const { storage, clock, events, requireOpen } = deps;

  async function stored(message: Omit<MessageRecord, 'id' | 'sentAt'>): Promise<ClassMessage> {
    const record = await storage.messages.append({ ...message, sentAt: clock.now() });
    const sent = toClassMessage(record);
    events.publish(message.classId, { email: message.student ?? '', reason: 'message' });
    if (message.from === 'instructor') {
      events.tell(message.classId, { to: message.student, notice: { kind: 'message', message: sent } });
    }
    return sent;
  }

  const service: ClassMessageService = {
    async sendAsInstructor(classId, instructorName, to, text) {
      const trainingClass = await requireOpen(classId);
      const student = to?.trim().toLowerCase() ?? null;
      if (student !== null && !trainingClass.emails.includes(student)) {
        throw notFound(`There is no student ${to} in class ${classId}.`);
      }
      return stored({ classId, from: 'instructor', senderName: instructorName, student, text });
    },

    sendAsStudent(student, text) {
      const classId = student.trainingClass.id;
      return stored({ classId, from: 'student', senderName: student.email, student: student.email, text });
    },

    async forInstructor(classId) {
      if (!(await storage.classes.get(classId))) throw notFound(`Class ${classId} does not exist.`);
      return (await storage.messages.listByClass(classId, MESSAGE_HISTORY_LIMIT)).map(toClassMessage);
    },

    async forStudent(student) {
      const records = await storage.messages.listByClass(
        student.trainingClass.id,
        MESSAGE_HISTORY_LIMIT,
        student.email,
      );
      return records.map(toClassMessage);
    },
  };
  return service;
}
