import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `check` holds, looked at until it does or 10 s have passed: what a test awaits of vCenter. */
export async function until(check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await sleep(20);
  return check();
}
