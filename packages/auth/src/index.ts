export { instructorAuthHeaders, requestJson, studentAuthHeaders } from './http/request-json';
export type { StudentApi, StudentPicture, StudentRequest } from './http/student-request';
export {
  $studentApi,
  fetchClassConsoleTicket,
  fetchConsoleTicket,
  fetchStudentPicture,
  studentRequest,
} from './http/student-request';
export type { IdentityAuthState } from './identity/model';
export {
  $accessToken,
  $identityAuth,
  $isInstructor,
  identityAuthChanged,
  instructorUnauthorized,
  signedOutIdentity,
} from './identity/model';
export type { IdentitySettings } from './identity/okta-options';
export {
  $isIdentityChecked,
  $signInError,
  // The effects over the SDK, for fork handlers in the shell's tests.
  checkStoredTokensFx,
  clearTokensFx,
  completeSignInFx,
  identityStarted,
  instructorRouteLeft,
  instructorRouteOpened,
  instructorSessionRenewed,
  instructorSignOutRequested,
  loginCallbackOpened,
  renewTokensFx,
  signInRetryClicked,
  signInWithRedirectFx,
  signOutFx,
  startIdentityFx,
} from './identity/session-model';
export { $isStudentChannelOpen, closeStudentChannelFx, openStudentChannelFx } from './student-channel/model';
export { encodeBasicCredential, withLoginDomain } from './student-session/basic-credential';
export type { StoredStudentSession } from './student-session/local-storage';
export {
  $hasStudentSession,
  $studentBasic,
  $studentEmail,
  $studentPassphrase,
  persistStudentSessionFx,
  readStudentSessionFx,
  studentSessionStarted,
} from './student-session/model';
export {
  $idleSuspendNote,
  $idleWarningText,
  $isConfirmingStillHere,
  confirmStillHereFx,
  idleSuspendNoteDismissed,
  stillHereClicked,
} from './student-time/idle';
export { type EndWarningMinutes, localTimeText } from './student-time/lib';
export {
  $announcement,
  $classEndText,
  $endWarning,
  $endWarningText,
  $labsEndText,
  $timeLeftText,
  classTimeHidden,
  classTimeShown,
  endWarningDismissed,
} from './student-time/model';
