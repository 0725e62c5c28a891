import type { Queryable } from '../../storage/queryable';
import type { MessageRecord, MessageRepository } from './message-repository';

interface MessageRow {
  id: string;
  class_id: string;
  sent_at: Date;
  sender_role: 'instructor' | 'student';
  sender_name: string;
  student_email: string | null;
  body: string;
}

function toMessage(row: MessageRow): MessageRecord {
  return {
    id: String(row.id),
    classId: row.class_id,
    sentAt: new Date(row.sent_at),
    from: row.sender_role,
    senderName: row.sender_name,
    student: row.student_email,
    text: row.body,
  };
}

export function createMessageRepository(db: Queryable): MessageRepository {
  return {
    async append(message) {
      const { rows } = await db.query<MessageRow>(
        `INSERT INTO class_messages (class_id, sent_at, sender_role, sender_name, student_email, body)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [
          message.classId,
          message.sentAt.toISOString(),
          message.from,
          message.senderName,
          message.student,
          message.text,
        ],
      );
      const [row] = rows;
      if (!row) throw new Error('The message was not stored.');
      return toMessage(row);
    },
    async listByClass(classId, limit, student) {
      // The newest `limit` (by id: the order they were stored in), and each student's own latest whatever its age,
      // so a flood from one student never hides another's question; given back oldest first.
      const { rows } = await db.query<MessageRow>(
        `WITH visible AS (
           SELECT * FROM class_messages
           WHERE class_id = $1 AND ($3::text IS NULL OR student_email IS NULL OR student_email = $3)
         )
         SELECT * FROM (
           (SELECT * FROM visible ORDER BY id DESC LIMIT $2)
           UNION
           (SELECT DISTINCT ON (student_email) * FROM visible
            WHERE sender_role = 'student' ORDER BY student_email, id DESC)
         ) latest ORDER BY id`,
        [classId, limit, student ?? null],
      );
      return rows.map(toMessage);
    },
  };
}
