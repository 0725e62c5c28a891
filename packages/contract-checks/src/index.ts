// Checks of what the network sends against @academy/contracts' types. Not shared at run time: each part bundles the
// checks it uses, so a remote whose contract grew ships its checks alone, never waiting for the shell.
export { MalformedAnswerError, parseAnswer, parsePushData } from './answer';
export { isAuditEntry } from './api/audit';
export { isClassLabChange, isHelpRequestState, isStudentLab } from './api/class-labs';
export { isStudentLoginResponse, isTrainingClass } from './api/classes';
export { isConsoleWatchSession, isScreensPause, isStudentClassroom } from './api/console-watch';
export { isConsoleTicket } from './api/consoles';
export { isFolder, isTrainingCourse } from './api/courses';
export { isLabMachine, isPowerStateResponse, isRevertResponse } from './api/labs';
export { isClassManual, isManualProgress, isManualVersionUse, isStudentManual } from './api/manuals';
export { isClassMessage } from './api/messages';
export { isPresentation } from './api/presentation';
export { isClassUsage } from './api/usage';
export { isRuntimeConfig } from './config';
export { isRemoteBuildManifest, isRemoteReleases } from './releases';
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
