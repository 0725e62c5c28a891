export {
  AnswerError,
  type AnswerFields,
  type AnswerReader,
  answerReader,
  CHECK_VERDICTS,
  checkLimitOf,
} from './answer-fields';
export type { AuditAction, AuditEntry, AuditOutcome } from './api/audit';
export type {
  CheckAnswer,
  CheckAttempts,
  CheckEveryoneStarted,
  CheckLimit,
  CheckVerdict,
  ClassCheckCell,
  ClassCheckCellSummary,
  ClassCheckColumn,
  ClassCheckRow,
  ClassChecks,
  ClassCheckVerdict,
  StudentCheckState,
  StudentChecks,
} from './api/checks';
export { CHECK_FAILURES_RAISING, CHECK_OUTPUT_KEPT_BYTES, CLASS_CHECK_VERDICT_EVENT } from './api/checks';
export type {
  ClassLabChange,
  ClassLabChangeReason,
  HelpRequestInput,
  HelpRequestState,
  LabIdleState,
  StudentLab,
} from './api/class-labs';
export { CLASS_LAB_CHANGED_EVENT } from './api/class-labs';
export type { ClassStatus, StudentLoginResponse, TrainingClass, TrainingClassInput } from './api/classes';
export type { ApiErrorBody, AsyncStatus } from './api/common';
export type {
  ClassConsoleTicketInput,
  ConsoleWatch,
  ConsoleWatchMode,
  ConsoleWatchSession,
  ScreensPause,
  ScreensPauseInput,
  StudentClassroom,
} from './api/console-watch';
export { CONSOLE_SESSIONS_SHOWN } from './api/console-watch';
export { type ConsoleTicket, consoleTicketAnswerOf } from './api/consoles';
export type {
  CourseStatus,
  Folder,
  FolderMachine,
  GuestAccount,
  GuestAccountInput,
  GuestOs,
  TrainingCourse,
  TrainingCourseInput,
} from './api/courses';
export type { MachineFileFolder, SendFileAnswer } from './api/guest-files';
export {
  defaultGuestFileFolder,
  FILE_UPLOAD_MAX_BYTES,
  fileSizeText,
  fileTooLargeText,
  GUEST_FILE_NAME_MAX_BYTES,
  guestFileNameProblem,
  guestFolderProblem,
  sendFileAnswerOf,
  WATCHING_INSTRUCTOR_FILE_REFUSAL,
} from './api/guest-files';
export type { LabMachine, Machine, NextMachineDue, PowerStateResponse, RevertResponse } from './api/labs';
export type {
  ClassManual,
  ManualProgress,
  ManualProgressInput,
  ManualVersionUse,
  StudentManual,
  StudentManualProgress,
} from './api/manuals';
export { MANUAL_MAX_CHARACTERS, MANUAL_MAX_STEPS } from './api/manuals';
export type { ClassMessage, InstructorMessageInput, StudentMessageInput } from './api/messages';
export { MESSAGE_MAX_LENGTH } from './api/messages';
export { apiPaths } from './api/paths';
export type { Presentation, PresentationStart } from './api/presentation';
export { PRESENTATION_FRAME_MS } from './api/presentation';
export type {
  ClassRoster,
  InvitationStatus,
  JoinInput,
  JoinResponse,
  PassphraseMode,
  RosterRowInput,
  RosterStudent,
} from './api/roster';
export type { ClassEnd, ClassEndChange, StudentNotice } from './api/student-events';
export { CLASS_EXTENSIONS_MINUTES, STUDENT_NOTICE_EVENT } from './api/student-events';
export type {
  KeyboardLayout,
  MachineKeyboardLayout,
  TypeTextAnswer,
  TypeTextInput,
  TypingEvent,
} from './api/typing';
export {
  DEFAULT_KEYBOARD_LAYOUT,
  isKeyboardLayout,
  KEYBOARD_LAYOUT_NAMES,
  KEYBOARD_LAYOUTS,
  parseTypingEvent,
  TYPED_TEXT_MAX_BYTES,
  TYPING_PROGRESS_INTERVAL_MS,
  TYPING_PROGRESS_MEDIA_TYPE,
  WATCHING_INSTRUCTOR_TYPING_REFUSAL,
} from './api/typing';
export type { ClassUsage, StudentUsage } from './api/usage';
export type { AsyncGroup } from './async-group';
export { createAsyncGroup } from './async-group';
export type { ConsoleTarget, NavigationRequest, StudentCredentials } from './bus-payloads';
export type { RemoteName, RuntimeConfig } from './config';
export { federationNameOf, REMOTE_NAMES, STARTUP_CONFIG_ELEMENT_ID } from './config';
export {
  API_CALL_TIMEOUT_MS,
  APP_TITLE,
  CLIENT_ERROR_STATUS,
  CONSOLE_COPY_GRAB_MS,
  CONSOLE_RECONNECT_MS,
  CONSOLE_REPLACED_CLOSE_CODE,
  CONSOLE_RESIZE_DEBOUNCE_MS,
  COURSE_STATUS_OPTIONS,
  DEFAULT_LOGIN_DOMAIN,
  IDENTITY_SCOPES,
  LOADING_DOTS_MS,
  MAX_ATTENDEES,
  MIN_ATTENDEES,
  POWER_COMMAND_TIMEOUT_MS,
  PROVISIONING_POLL_MIN_MS,
  PROVISIONING_POLL_MS,
  REMOTE_LOAD_TIMEOUT_MS,
  ROSTER_MAX_BYTES,
  ROSTER_NAME_MAX_LENGTH,
  SERVER_ERROR_STATUS,
  STUDENT_LOGIN_TIMEOUT_MS,
} from './constants';
export {
  callErrorText,
  courseListErrorText,
  errorTextByStatus,
  errorTexts,
  HttpError,
  httpStatusOf,
  identityErrorTexts,
  isHttpError,
  isUnauthorized,
  RequestTimeoutError,
} from './errors';
export type {
  BuildManifestAssets,
  BuildManifestShared,
  HostVersions,
  RemoteBuildManifest,
  RemoteRelease,
  RemoteReleaseInfo,
  RemoteReleases,
} from './releases';
export { RELEASE_MANIFEST_KEY } from './releases';
export type { RoutePath } from './routes';
export { publicRoutePages, routes } from './routes';
export type { Timeout } from './timeout';
export { createTimeout } from './timeout';
