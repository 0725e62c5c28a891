/** A message of a class, as stored (see the contracts' ClassMessage). */
export interface MessageRecord {
  id: string;
  classId: string;
  sentAt: Date;
  from: 'instructor' | 'student';
  senderName: string;
  student: string | null;
  text: string;
}

/** The messages of each class, kept with the class (deleted with it). */
export interface MessageRepository {
  append(message: Omit<MessageRecord, 'id'>): Promise<MessageRecord>;
  /**
   * The class's latest `limit` messages and each student's latest message, oldest first; with `student`, only those
   * to the class and to or from them.
   */
  listByClass(classId: string, limit: number, student?: string): Promise<MessageRecord[]>;
}
