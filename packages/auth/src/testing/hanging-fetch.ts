/**
 * Test helper (not part of the shared runtime API): a `fetch` whose server never answers. A call ends only when
 * its signal aborts, as the browser's fetch does; `signals` shows which calls were given up, and when.
 */
export function hangingFetch(): { fetch: typeof fetch; signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      if (!signal) return;
      signals.push(signal);
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { fetch, signals };
}
