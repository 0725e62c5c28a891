import { signedOut } from '@academy/bus';
import { createEvent, createStore } from 'effector';

/** Identity-provider auth state (spec §3). */
export interface IdentityAuthState {
  isAuthenticated: boolean;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export const signedOutIdentity: IdentityAuthState = {
  isAuthenticated: false,
  accessToken: '',
  idToken: '',
  refreshToken: '',
};

/** The identity client reported new tokens, or their loss. */
export const identityAuthChanged = createEvent<IdentityAuthState>();

/**
 * An instructor call still answered 401 (fired by the remotes' models): the identity client tries a renewal,
 * else sends the instructor through sign-in again, back to the page they were on.
 */
export const instructorUnauthorized = createEvent();

export const $identityAuth = createStore<IdentityAuthState>(signedOutIdentity)
  .on(identityAuthChanged, (_, state) => state)
  .reset(signedOut);

export const $isInstructor = $identityAuth.map((state) => state.isAuthenticated);
export const $accessToken = $identityAuth.map((state) => state.accessToken);
