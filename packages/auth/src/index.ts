export { encodeBasicCredential, withLoginDomain } from './student-session/basic-credential';
export {
  $studentEmail,
  $studentPassphrase,
  $studentBasic,
  $hasStudentSession,
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
export { requestJson, studentAuthHeaders, instructorAuthHeaders } from './http/request-json';
