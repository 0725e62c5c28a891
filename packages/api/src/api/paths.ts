import type { PowerCommand } from '@academy/power-rules';

/** Paths of the Training API (spec §7), relative to the configured API base URL. */
export const apiPaths = {
  studentLogin: '/api/training-class/login',
  /** A personal link's sign-in (its token in the body): the student's session, as studentLogin's. */
  join: '/api/training-class/join',
  machinePower: (machineId: string) => `/api/training-class/vm/${encodeURIComponent(machineId)}/power`,
  machineCommand: (machineId: string, command: PowerCommand) =>
    `/api/training-class/vm/${encodeURIComponent(machineId)}/power/${command}`,
  machineTicket: (machineId: string) => `/api/training-class/vm/${encodeURIComponent(machineId)}/ticket`,
  /** POST (student, or the instructor in control of its console): TypeTextInput, answers TypeTextAnswer. */
  machineType: (machineId: string) => `/api/training-class/vm/${encodeURIComponent(machineId)}/type`,
  /**
   * POST (student, or the instructor in control of its console): the file's raw bytes, answers SendFileAnswer; `name`
   * is the file's own name (guestFileNameProblem's rule).
   */
  machineFiles: (machineId: string, name: string) =>
    `/api/training-class/vm/${encodeURIComponent(machineId)}/files?name=${encodeURIComponent(name)}`,
  revert: '/api/training-class/revert',
  help: '/api/training-class/help',
  manual: '/api/training-class/manual',
  manualProgress: '/api/training-class/manual/progress',
  classManual: (id: string) => `/api/training-class/${encodeURIComponent(id)}/manual`,
  /** GET (student): StudentChecks, the state of every check of the class's manual. */
  checks: '/api/training-class/manual/checks',
  /** POST (student, no body): runs one check in the student's own machine, answers CheckAnswer. */
  check: (checkId: string) => `/api/training-class/manual/checks/${encodeURIComponent(checkId)}`,
  /** GET (instructor): ClassChecks, the grid. */
  classChecks: (id: string) => `/api/training-class/${encodeURIComponent(id)}/checks`,
  /** GET (instructor): text/csv, one line per student and check: student, step, check, attempts, first pass. */
  classChecksCsv: (id: string) => `/api/training-class/${encodeURIComponent(id)}/checks.csv`,
  /** POST (instructor, no body): "Check everyone", answers CheckEveryoneStarted at once; verdicts are pushed. */
  classCheckEveryone: (id: string, checkId: string) =>
    `/api/training-class/${encodeURIComponent(id)}/checks/${encodeURIComponent(checkId)}/everyone`,
  messages: '/api/training-class/messages',
  classroom: '/api/training-class/classroom',
  studentEvents: '/api/training-class/events',
  presentation: '/api/training-class/presentation',
  presentationScreen: '/api/training-class/presentation/screen',
  stillHere: '/api/training-class/still-here',
  classes: '/api/training-class',
  classById: (id: string) => `/api/training-class/${encodeURIComponent(id)}`,
  classLabs: (id: string) => `/api/training-class/${encodeURIComponent(id)}/labs`,
  classEnd: (id: string) => `/api/training-class/${encodeURIComponent(id)}/end`,
  classEvents: (id: string) => `/api/training-class/${encodeURIComponent(id)}/events`,
  classScreens: (id: string) => `/api/training-class/${encodeURIComponent(id)}/screens`,
  classConsoleSessions: (id: string) => `/api/training-class/${encodeURIComponent(id)}/console-sessions`,
  classMessages: (id: string) => `/api/training-class/${encodeURIComponent(id)}/messages`,
  classPresentation: (id: string) => `/api/training-class/${encodeURIComponent(id)}/presentation`,
  classLabRevert: (id: string, email: string) =>
    `/api/training-class/${encodeURIComponent(id)}/labs/${encodeURIComponent(email)}/revert`,
  classLabHelp: (id: string, email: string) =>
    `/api/training-class/${encodeURIComponent(id)}/labs/${encodeURIComponent(email)}/help`,
  classLabHelpClaim: (id: string, email: string) =>
    `/api/training-class/${encodeURIComponent(id)}/labs/${encodeURIComponent(email)}/help/claim`,
  classMachineCommand: (id: string, machineId: string, command: PowerCommand) =>
    `/api/training-class/${encodeURIComponent(id)}/vm/${encodeURIComponent(machineId)}/power/${command}`,
  classMachineTicket: (id: string, machineId: string) =>
    `/api/training-class/${encodeURIComponent(id)}/vm/${encodeURIComponent(machineId)}/ticket`,
  classMachineScreenshot: (id: string, machineId: string) =>
    `/api/training-class/${encodeURIComponent(id)}/vm/${encodeURIComponent(machineId)}/screenshot`,
  classRoster: (id: string) => `/api/training-class/${encodeURIComponent(id)}/roster`,
  classRosterStudent: (id: string, username: string) =>
    `/api/training-class/${encodeURIComponent(id)}/roster/${encodeURIComponent(username)}`,
  /** POST: a new link that ends the old one, sent (or shown, mail off) again. */
  classRosterResend: (id: string, username: string) =>
    `/api/training-class/${encodeURIComponent(id)}/roster/${encodeURIComponent(username)}/resend`,
  /** POST: the link stops working at once; the student keeps their lab. */
  classRosterRevoke: (id: string, username: string) =>
    `/api/training-class/${encodeURIComponent(id)}/roster/${encodeURIComponent(username)}/revoke`,
  classAudit: (id: string) => `/api/training-class/${encodeURIComponent(id)}/audit`,
  classAuditCsv: (id: string) => `/api/training-class/${encodeURIComponent(id)}/audit.csv`,
  classUsage: (id: string) => `/api/training-class/${encodeURIComponent(id)}/usage`,
  classUsageCsv: (id: string) => `/api/training-class/${encodeURIComponent(id)}/usage.csv`,
  courses: '/api/training-course',
  courseById: (id: string) => `/api/training-course/${encodeURIComponent(id)}`,
  courseManualVersions: (id: string) => `/api/training-course/${encodeURIComponent(id)}/manual`,
  folders: '/api/training-course/folder',
} as const;
