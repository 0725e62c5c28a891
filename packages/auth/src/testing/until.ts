/**
 * Waits until `check` holds, looking every 5 ms, and answers whether it does: what a test of a stream awaits. It gives
 * up after 10 s, so a slow machine only makes a failing wait longer.
 */
export async function until(check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return check();
}
