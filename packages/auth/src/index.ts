export { encodeBasicCredential, withLoginDomain } from './student-session/basic-credential';
export {
  $studentEmail,
  $studentPassphrase,
  $studentBasic,
  $hasStudentSession,
  studentSessionStarted,
  readStudentSessionFx,
  persistStudentSessionFx,
} from './student-session/model';
export type { StoredStudentSession } from './student-session/local-storage';
export {
  $identityAuth,
  $isInstructor,
  $accessToken,
  identityAuthChanged,
  instructorUnauthorized,
  signedOutIdentity,
} from './identity/model';
export type { IdentityAuthState } from './identity/model';
export {
  identityStarted,
  instructorRouteOpened,
  instructorRouteLeft,
  loginCallbackOpened,
  signInRetryClicked,
  instructorSignOutRequested,
  instructorSessionRenewed,
  $isIdentityChecked,
  $signInError,
  // The effects over the SDK, for fork handlers in the shell's tests.
  checkStoredTokensFx,
  startIdentityFx,
  signInWithRedirectFx,
  completeSignInFx,
  renewTokensFx,
  signOutFx,
  clearTokensFx,
} from './identity/session-model';
export type { IdentitySettings } from './identity/okta-options';
export { requestJson, studentAuthHeaders, instructorAuthHeaders } from './http/request-json';
export { $studentApi, studentRequest, fetchConsoleTicket } from './http/student-request';
export type { StudentApi, StudentRequest } from './http/student-request';
