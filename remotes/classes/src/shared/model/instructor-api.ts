import { combine, sample, type Effect } from 'effector';
import { $runtimeConfig, isUnauthorized } from '@academy/contracts';
import { $accessToken, instructorUnauthorized } from '@academy/auth';
import type { InstructorApi } from '../api/instructor-request';


/** What every instructor effect is attached to: the configured API base URL and the current access token. */
export const $instructorApi = combine<InstructorApi>({
  apiBaseUrl: $runtimeConfig.map((config) => config.apiBaseUrl),
  accessToken: $accessToken,
});

/** A 401 from any of these effects tells the auth package, which renews the token or signs the instructor in again. */
export function reportUnauthorized(effects: Effect<any, any, unknown>[]): void {
  sample({
    clock: effects.map((effect) => effect.failData),
    filter: isUnauthorized,
    target: instructorUnauthorized,
  });
}
