/** The machine shown to a class (see the contracts' Presentation). */
export interface PresentationRecord {
  classId: string;
  vm: string;
  machineName: string;
  student: string;
  presenterName: string;
  startedAt: Date;
}

/** What each class is shown: at most one machine, kept with the class (deleted with it). */
export interface PresentationRepository {
  /** Shows the machine to its class, in place of any other. */
  put(record: PresentationRecord): Promise<void>;
  get(classId: string): Promise<PresentationRecord | undefined>;
  /** Answers whether the class was shown something. */
  remove(classId: string): Promise<boolean>;
}
