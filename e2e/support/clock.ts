import { call } from './student';

/** The e2e server's clock (its test hooks): held at an instant, moved on, let go. */

/** The server's now. */
export async function serverNow(): Promise<Date> {
  return new Date((await call<{ now: string }>('GET', '/__test__/clock')).now);
}

/** Holds the server's clock at `at`: whatever happens meanwhile is stamped with exactly that instant. */
export async function holdServerClock(at: Date): Promise<void> {
  await call('POST', '/__test__/clock', { body: { now: at.toISOString(), held: true } });
}

/** Moves the clock on by `ms` (a held clock stays held). */
export async function advanceServerClock(ms: number): Promise<void> {
  await call('POST', '/__test__/clock', { body: { advanceMs: ms } });
}

/** Lets the clock follow real time again from the instant it shows, so it never runs backwards for later specs. */
export async function releaseServerClock(): Promise<void> {
  await call('POST', '/__test__/clock', { body: { now: (await serverNow()).toISOString() } });
}
