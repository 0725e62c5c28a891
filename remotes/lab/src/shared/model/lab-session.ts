import { createAsyncGroup, type StudentCredentials, type StudentLoginResponse } from '@academy/api';
import { $hasStudentSession, $studentApi, encodeBasicCredential } from '@academy/auth';
import { $runtimeConfig, signedOut } from '@academy/bus';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { logIn } from '@/shared/api/lab-login';
import { loginErrorText } from '@/shared/lib/error-texts';

/**
 * The student session of spec §3 beyond the three values @academy/auth keeps (email, passphrase, basic):
 * the lab it opened, and the login call that opens it. The machine list lives in features/machine-list.
 */

/** The login call; the two effects below differ only in the credential they send. */
export const logInRequestFx = createEffect(logIn);

/** The login form's call, with the credential just typed (sent as one Basic value, spec §5). */
export const logInFx = attach({
  source: $runtimeConfig,
  mapParams: ({ email, passphrase }: StudentCredentials, config) => ({
    apiBaseUrl: config.apiBaseUrl,
    basic: encodeBasicCredential(email, passphrase),
  }),
  effect: logInRequestFx,
});

/**
 * The same call with the stored credential: it answers the lab's current machines, so it re-fetches the list
 * (a reload of /machines, Refresh List, the provisioning poll).
 */
export const fetchLabFx = attach({
  source: $studentApi,
  effect: logInRequestFx,
});

/** The class and its machines arrived, from the login form or a re-fetch. */
export const labLoaded = createEvent<StudentLoginResponse>();

sample({ clock: logInFx.doneData, target: labLoaded });
// An answer that arrives after Log Out belongs to nobody.
sample({ clock: fetchLabFx.doneData, filter: $hasStudentSession, target: labLoaded });

/** The lab's name is the class's name. */
export const $labName = createStore('')
  .on(labLoaded, (_, { trainingClass }) => trainingClass.name)
  .reset(signedOut);

/** True once this page session holds the lab; a reload with a stored credential starts without it. */
export const $isLabLoaded = createStore(false)
  .on(labLoaded, () => true)
  .reset(signedOut);

/** Status and error of the login (spec §3 "Student session"; §8 "Login"). */
export const { $status: $sessionStatus, $error: $sessionError } = createAsyncGroup([logInFx], loginErrorText, [
  signedOut,
]);

/** A failed login is only logged (spec §8); the form shows the stored text. */
const logLoginFailureFx = createEffect((error: Error) => {
  console.error('Student login failed', error);
});

sample({ clock: logInFx.failData, target: logLoginFailureFx });
