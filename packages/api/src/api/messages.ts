/** Messages of a class: an instructor writes to the class or to one student; a student replies to the instructors. */

/** The longest message, in characters: a notice read at a glance, not a document. */
export const MESSAGE_MAX_LENGTH = 500;

/** One message, as GET /api/training-class/{id}/messages (instructor) and /api/training-class/messages (student) list them. */
export interface ClassMessage {
  id: string;
  /** ISO timestamp. */
  sentAt: string;
  from: 'instructor' | 'student';
  /** The instructor's name, or the student's e-mail. */
  senderName: string;
  /** The student written to, or who wrote; null for a message to the whole class. */
  student: string | null;
  /** Plain text (line breaks kept); never rendered as HTML. */
  text: string;
}

/** Body of POST /api/training-class/{id}/messages: `to` a student of the class, or null/absent for the whole class. */
export interface InstructorMessageInput {
  text: string;
  to?: string | null;
}

/** Body of POST /api/training-class/messages: a student's message to the instructors. */
export interface StudentMessageInput {
  text: string;
}
