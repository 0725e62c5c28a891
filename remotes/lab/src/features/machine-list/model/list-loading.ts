import { createAsyncGroup } from '@academy/api';
import { $hasStudentSession } from '@academy/auth';
import { signedOut } from '@academy/bus';
import { createEvent, sample } from 'effector';
import { loginErrorText } from '@/shared/lib/error-texts';
import { $isLabLoaded, fetchLabFx } from '@/shared/model/lab-session';

export const listOpened = createEvent();
export const refreshListClicked = createEvent();

/** Status and error of the list's re-fetch (§8 "Login" texts: it is the login call). */
export const { $status: $listStatus, $error: $listError } = createAsyncGroup([fetchLabFx], loginErrorText, [signedOut]);

sample({
  clock: listOpened,
  source: { hasSession: $hasStudentSession, isLoaded: $isLabLoaded, isFetching: fetchLabFx.pending },
  filter: ({ hasSession, isLoaded, isFetching }) => hasSession && !isLoaded && !isFetching,
  fn: () => undefined,
  target: fetchLabFx,
});

sample({
  clock: refreshListClicked,
  filter: fetchLabFx.pending.map((pending) => !pending),
  target: fetchLabFx,
});
