import { $hasStudentSession } from '@academy/auth';
import { createAsyncGroup } from '@academy/contracts';
import { createEvent, sample } from 'effector';
import { $isLabLoaded, fetchLabFx } from '@/shared/lab-session/model';
import { loginErrorText } from '@/shared/lib/error-texts';

export const machinesPageOpened = createEvent();
export const refreshListClicked = createEvent();

/** Status and error of the list's re-fetch (§8 "Login" texts: it is the login call). */
export const { $status: $listStatus, $error: $listError } = createAsyncGroup([fetchLabFx], loginErrorText);

sample({
  clock: machinesPageOpened,
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
