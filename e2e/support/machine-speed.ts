import { test } from '@playwright/test';

/**
 * Runs work done at machine speed (provisioning, a server's start) on a budget of its own, with its own deadline
 * inside: the running test's or hook's time-out grows by `budgetMs` while it runs, then keeps only what the work
 * used. A busy machine slows the test without failing it; a hang fails with the work's own message.
 */
export async function onItsOwnBudget<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const info = test.info();
  // In a hook, `timeout` reads the test's time-out while setTimeout() sets the hook's: both start from this value.
  const timeout = info.timeout;
  // No time-out (a debug run): nothing to grow.
  if (timeout === 0) return work();
  const started = Date.now();
  info.setTimeout(timeout + budgetMs);
  try {
    return await work();
  } finally {
    info.setTimeout(timeout + (Date.now() - started));
  }
}
