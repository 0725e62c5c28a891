/** A course machine's guest account as stored: the password sealed (secret-box.ts), null when none is set. */
export interface GuestAccountRecord {
  courseId: string;
  vm: string;
  username: string;
  sealedPassword: string | null;
}

export interface GuestAccountRepository {
  listByCourse(courseId: string): Promise<GuestAccountRecord[]>;
  /** Every course's accounts (the course list). */
  list(): Promise<GuestAccountRecord[]>;
  get(courseId: string, vm: string): Promise<GuestAccountRecord | undefined>;
  /** The course's accounts become exactly these. */
  replace(courseId: string, accounts: readonly GuestAccountRecord[]): Promise<void>;
}
