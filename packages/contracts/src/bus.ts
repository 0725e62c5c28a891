// The units are `@academy/bus`' own, so a remote built against contracts 1.x and one built against the bus drive the
// very same events and stores. The payload types are `@academy/api`'s.
export type { ConsoleTarget, NavigationRequest, StudentCredentials } from '@academy/api';
export {
  $consoleTarget,
  $runtimeConfig,
  $studentClassEnd,
  consoleRequested,
  instructorSignInRequested,
  logoutRequested,
  navigationRequested,
  signedOut,
  studentChannelOpened,
  studentChannelReleased,
  studentChannelRequested,
  studentNoticeReceived,
  studentSignedIn,
} from '@academy/bus';
