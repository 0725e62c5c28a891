import { createAsyncGroup, routes } from '@academy/api';
import { $runtimeConfig, navigationRequested, signedOut, studentSignedIn } from '@academy/bus';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { joinWithLink, probeConsolePath } from './api';
import { consoleProbeUrl, joinErrorText, MISSING_TOKEN_TEXT, tokenFromHash } from './lib';

/** The link page opened, with the address's fragment (`#<token>`). */
export const linkOpened = createEvent<string>();
/** The student read the page (their passphrase, or why the console may not open) and goes on to their lab. */
export const continueClicked = createEvent();

/** The call itself; joinFx sends it to the configured API with the link's token. */
export const joinRequestFx = createEffect(joinWithLink);

export const joinFx = attach({
  source: $runtimeConfig,
  mapParams: (token: string, { apiBaseUrl }) => ({ apiBaseUrl, token }),
  effect: joinRequestFx,
});

export const probeConsoleFx = createEffect(probeConsolePath);

const { $error: $joinError } = createAsyncGroup([joinFx], joinErrorText, [linkOpened, signedOut]);

const malformedLink = sample({ clock: linkOpened, filter: (hash) => tokenFromHash(hash) === null });

/** Why the link signed nobody in: malformed, refused by the server (which says why), or no answer. */
export const $linkProblem = createStore('')
  .on(malformedLink, () => MISSING_TOKEN_TEXT)
  .reset(linkOpened, joinFx)
  .on($joinError.updates, (problem, error) => error || problem);

/** The signed-in student of the link: their name and username for "This link opens the lab of …". */
export const $joined = createStore<{ name: string; username: string; personalPassphrase: string | null } | null>(null)
  .on(joinFx.doneData, (_, { name, email, personalPassphrase }) => ({ name, username: email, personalPassphrase }))
  .reset(linkOpened, signedOut);

export const $isJoining = joinFx.pending;

/** Whether the console's path answered: the page tells a blocked network before the student needs a console. */
export const $consoleReach = createStore<'unknown' | 'checking' | 'reachable' | 'blocked'>('unknown')
  .on(probeConsoleFx, () => 'checking')
  .on(probeConsoleFx.done, () => 'reachable')
  .on(probeConsoleFx.fail, () => 'blocked')
  .reset(linkOpened, signedOut);

// Only a well-formed token reaches the server; a second open while the first call runs (a double render) sends
// nothing more.
sample({
  clock: linkOpened,
  source: joinFx.pending,
  filter: (pending, hash) => !pending && tokenFromHash(hash) !== null,
  fn: (_, hash) => tokenFromHash(hash) ?? '',
  target: joinFx,
});

// Signed in as by the login form: @academy/auth keeps the three values, the lab session holds the class.
sample({ clock: joinFx.doneData, fn: ({ email, passphrase }) => ({ email, passphrase }), target: studentSignedIn });
sample({ clock: joinFx.doneData, target: labLoaded });
sample({
  clock: joinFx.done,
  source: $runtimeConfig,
  fn: ({ apiBaseUrl }) => consoleProbeUrl(apiBaseUrl, window.location.origin),
  target: probeConsoleFx,
});

/** The student goes on from the link page to their lab (the page wires the manual's opening to it). */
export const wentToLab = createEvent();

// On by itself when there is nothing to read: the console's path answered and no passphrase is shown once.
sample({
  clock: probeConsoleFx.done,
  source: $joined,
  filter: (joined) => joined !== null && joined.personalPassphrase === null,
  target: wentToLab,
});
sample({ clock: continueClicked, source: $joined, filter: Boolean, target: wentToLab });
// Replacing the link page's entry: Back does not sign the student in again, and the token leaves the history.
sample({ clock: wentToLab, fn: () => ({ to: routes.machines, replace: true }), target: navigationRequested });
