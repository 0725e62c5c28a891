/**
 * A student's machine shown to the whole class by the instructor ('Show to class'): read-only, as pictures of its
 * screen that the server reads once per interval for the whole class (one read of the machine, however many students
 * look), never a console connection per student.
 */
export interface Presentation {
  /** The presented machine's id, as the monitor lists it. */
  vm: string;
  /** The machine's name as its student sees it (DC01). */
  machineName: string;
  /** The student whose machine it is. */
  student: string;
  /** The instructor who presents it. */
  presenterName: string;
  /** ISO timestamp. */
  startedAt: string;
}

/** Body of PUT /api/training-class/{id}/presentation: the machine of one of the class's labs to show. */
export interface PresentationStart {
  vm: string;
}

/** How often a student's panel asks for the presented screen; the server reads the machine at most this often. */
export const PRESENTATION_FRAME_MS = 1_000;
