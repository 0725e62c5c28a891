/** Whether a student's check could start: it holds their one run, another of theirs runs, or the class is gone. */
export type CheckRunTaken =
  | { taken: true; token: string }
  | { taken: false; running: string }
  | { taken: false; running: null };

/**
 * The one check each student runs at a time, held in the database so every instance behind the balancer sees it; a
 * lease the holder renews while it runs, so a killed instance's run blocks the student only until it runs out.
 */
export interface CheckRunLeases {
  /** Takes the student's run for `checkId` for `leaseMs`; `running: null` when the class no longer exists. */
  take(classId: string, email: string, checkId: string, leaseMs: number): Promise<CheckRunTaken>;
  /** Moves the held run's lease to `leaseMs` from now. */
  renew(token: string, leaseMs: number): Promise<void>;
  end(token: string): Promise<void>;
  /** The check the student runs now, if any. */
  runningOf(classId: string, email: string): Promise<string | null>;
}
