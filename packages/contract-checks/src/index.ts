// Checks of what the network sends against @academy/contracts' types. Not shared at run time: each part bundles the
// checks it uses, so a remote whose contract grew ships its checks alone, never waiting for the shell. One check a
// file: a check is built by a call, which the bundler keeps with its module, so a part carries only the files it uses.
export { isAuditEntry } from './api/audit-entry';
export { isClassLabChange } from './api/class-lab-change';
export { isClassManual } from './api/class-manual';
export { isClassMessage } from './api/class-message';
export { isClassUsage } from './api/class-usage';
export { isConsoleTicket } from './api/console-ticket';
export { isConsoleWatchSession } from './api/console-watch-session';
export { isFolder } from './api/folder';
export { isHelpRequestState } from './api/help-request-state';
export { isLabMachine } from './api/lab-machine';
export { isManualProgress } from './api/manual-progress';
export { isManualVersionUse } from './api/manual-version-use';
export { isPowerStateResponse } from './api/power-state-response';
export { isPresentation } from './api/presentation';
export { isRevertResponse } from './api/revert-response';
export { isScreensPause } from './api/screens-pause';
export { isStudentClassroom } from './api/student-classroom';
export { isStudentLab } from './api/student-lab';
export { isStudentLoginResponse } from './api/student-login-response';
export { isStudentManual } from './api/student-manual';
export { isTrainingClass } from './api/training-class';
export { isTrainingCourse } from './api/training-course';
export { parseAnswer } from './parse-answer';
export { parsePushData } from './parse-push-data';
export { isRemoteReleases } from './remote-releases';
export { isRuntimeConfig } from './runtime-config';
export type { Check } from './values';
export {
  arrayOf,
  isBoolean,
  isNumber,
  isRecord,
  isString,
  keyOf,
  nullable,
  objectOf,
  optional,
  recordOf,
} from './values';
