import type {
  ClassEnd,
  ConsoleTarget,
  NavigationRequest,
  RuntimeConfig,
  StudentCredentials,
  StudentNotice,
} from '@academy/api';
import { DEFAULT_LOGIN_DOMAIN, REMOTE_LOAD_TIMEOUT_MS } from '@academy/api';
import { createEvent, createStore } from 'effector';

/**
 * The one event bus between the shell and the remotes. It is a federation singleton, so every remote
 * sees the same unit instances inside the shell's scope. Only interactions that cross a remote
 * boundary live here; everything else stays in the remote that owns it. Their payload types are `@academy/api`'s.
 */

/** A remote asks the shell to change the route (the shell owns the router). */
export const navigationRequested = createEvent<NavigationRequest>();

/** Deployment settings from /config.json; the shell's scope is forked with the loaded value. */
export const $runtimeConfig = createStore<RuntimeConfig>({
  apiBaseUrl: '',
  loginDomain: DEFAULT_LOGIN_DOMAIN,
  remoteLoadTimeoutMs: REMOTE_LOAD_TIMEOUT_MS,
  identity: { issuer: '', clientId: '' },
});

/** A student's login was accepted by the API; the auth package stores the credential. */
export const studentSignedIn = createEvent<StudentCredentials>();

/** The user logged out (student or instructor): every remote drops what it held for them. */
export const signedOut = createEvent();

/** The header's Log Out was clicked; the shell decides how to sign out. */
export const logoutRequested = createEvent();

/** 'Instructor Login' or an instructor page asks for the identity provider's redirect sign-in. */
export const instructorSignInRequested = createEvent<{ returnTo: string }>();

/** The lab fetched a console ticket: the console remote (loaded later) reads $consoleTarget. */
export const consoleRequested = createEvent<ConsoleTarget>();
export const $consoleTarget = createStore<ConsoleTarget | null>(null)
  .on(consoleRequested, (_, target) => target)
  .reset(signedOut);

/**
 * A student's page (the lab's /machines, the console's /view) opened or closed: while one shows, the auth package
 * keeps the student's push channel open, one per page whichever remotes show.
 */
export const studentChannelRequested = createEvent();
export const studentChannelReleased = createEvent();

/** The student's push channel (re)opened: what it tells from now on is news, what came before may have been missed. */
export const studentChannelOpened = createEvent();

/** A notice of the student's push channel: every remote that shows the student's time hears the same one. */
export const studentNoticeReceived = createEvent<StudentNotice>();

/** The class's end, as the student's push channel told it last (on every opening, and when the end moves). */
export const $studentClassEnd = createStore<ClassEnd | null>(null)
  .on(
    studentNoticeReceived.filterMap((notice) =>
      notice.kind === 'class-end' ? { endsAt: notice.endsAt, labsEndAt: notice.labsEndAt } : undefined,
    ),
    (_, end) => end,
  )
  .reset(signedOut);
