/**
 * Business constants and limits of spec §9, with the header title (§1), the remote-load time-out (§7) and the
 * Training API's own time-outs.
 */
export const APP_TITLE = 'Instructor Led Training';

export const MIN_ATTENDEES = 1;
export const MAX_ATTENDEES = 15;
/** A roster's text, pasted or uploaded (15 rows of a name and an address fit many times over). */
export const ROSTER_MAX_BYTES = 64 * 1024;
/** A roster row's name, as a person's full name. */
export const ROSTER_NAME_MAX_LENGTH = 100;

export const PROVISIONING_POLL_MS = 25_000;
/**
 * The soonest the lab is re-fetched again when the server says its next machine is due (a provisioning or revert
 * in progress): sooner than the 25 s poll, never more often than this.
 */
export const PROVISIONING_POLL_MIN_MS = 2_000;
export const CONSOLE_RECONNECT_MS = 4_000;
/**
 * WebSocket close code of a console the server closed because a newer console of the same lab went past the
 * server's limit (a forgotten tab): reconnecting would only close another one, so the console stops there.
 */
export const CONSOLE_REPLACED_CLOSE_CODE = 4001;
export const CONSOLE_RESIZE_DEBOUNCE_MS = 300;
export const CONSOLE_COPY_GRAB_MS = 500;
export const LOADING_DOTS_MS = 500;
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/**
 * Time-outs of the Training API calls: past them a call counts as a server error (§8), so no screen waits forever.
 * Every call not named below (state reads, lists, saves, deletes, folders, console ticket, revert) uses API_CALL_TIMEOUT_MS.
 */
export const API_CALL_TIMEOUT_MS = 30_000;
/** The student login (and the lab re-fetch, the same call): it answers the class and its machines. */
export const STUDENT_LOGIN_TIMEOUT_MS = 30_000;
/**
 * A power command answers only once its transition is done; the longest, a guest reboot, takes about 20 s on a
 * real cluster (server/src/hypervisor/timings.ts), so three times that leaves room for a loaded host.
 */
export const POWER_COMMAND_TIMEOUT_MS = 60_000;

export const CLIENT_ERROR_STATUS = 400;
export const SERVER_ERROR_STATUS = 500;

export const COURSE_STATUS_OPTIONS = [
  { label: 'Active', value: 'ACTIVE' },
  { label: 'Archived', value: 'ARCHIVED' },
] as const;

export const IDENTITY_SCOPES = ['openid', 'profile', 'email'] as const;

/** Domain appended to a student username without '@' when the runtime configuration names none. */
export const DEFAULT_LOGIN_DOMAIN = 'academy.test';
