import { rs } from '@rstest/core';

/**
 * Runs `work` (e.g. an allSettled) while every fetch is answered 200 with `body` as its JSON, as a server whose
 * answer may not match its contract; fetch comes back afterwards. Answers the addresses called.
 */
export async function whileServerAnswers(body: unknown, work: () => Promise<unknown>): Promise<string[]> {
  const fetchSpy = rs.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body)));
  try {
    await work();
    return fetchSpy.mock.calls.map(([input]) => String(input));
  } finally {
    fetchSpy.mockRestore();
  }
}
