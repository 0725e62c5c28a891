export type { AsyncStatus, ApiErrorBody } from './api/common';
export type { PowerState, PowerCommand, LabMachine, Machine, PowerStateResponse, RevertResponse } from './api/labs';
export { POWER_COMMANDS } from './api/labs';
export type { ClassStatus, TrainingClass, TrainingClassInput, StudentLoginResponse } from './api/classes';
export type { CourseStatus, TrainingCourse, TrainingCourseInput, Folder, FolderMachine } from './api/courses';
export type { ConsoleTicket } from './api/consoles';
export { apiPaths } from './api/paths';
export {
  errorTexts,
  identityErrorTexts,
  HttpError,
  RequestTimeoutError,
  httpStatusOf,
  errorTextByStatus,
  isUnauthorized,
} from './errors';
export { createAsyncGroup } from './async-group';
export type { AsyncGroup } from './async-group';
export {
  APP_VERSION,
  APP_TITLE,
  MIN_ATTENDEES,
  MAX_ATTENDEES,
  PROVISIONING_POLL_MS,
  CONSOLE_RECONNECT_MS,
  CONSOLE_REPLACED_CLOSE_CODE,
  CONSOLE_RESIZE_DEBOUNCE_MS,
  CONSOLE_COPY_GRAB_MS,
  LOADING_DOTS_MS,
  REMOTE_LOAD_TIMEOUT_MS,
  API_CALL_TIMEOUT_MS,
  STUDENT_LOGIN_TIMEOUT_MS,
  POWER_COMMAND_TIMEOUT_MS,
  CLIENT_ERROR_STATUS,
  SERVER_ERROR_STATUS,
  COURSE_STATUS_OPTIONS,
  IDENTITY_SCOPES,
  DEFAULT_LOGIN_DOMAIN,
} from './constants';
export { routes } from './routes';
export type { RoutePath } from './routes';
export { REMOTE_NAMES, federationNameOf } from './config';
export type { RemoteName, RemoteManifest, RuntimeConfig } from './config';
export {
  navigationRequested,
  $runtimeConfig,
  studentSignedIn,
  signedOut,
  logoutRequested,
  instructorSignInRequested,
  consoleRequested,
  $consoleTarget,
} from './bus';
export type { NavigationRequest, StudentCredentials, ConsoleTarget } from './bus';
export { createTimeout } from './timeout';
export type { Timeout } from './timeout';
