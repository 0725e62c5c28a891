/**
 * Records every finished request of a page with its body size as transferred (after content encoding, as
 * Chromium's network panel shows it), its resource type and URL. Await `settled()` before reading the list.
 */
export function recordTransfers(page) {
  const transfers = [];
  const pending = new Set();
  page.on('requestfinished', (request) => {
    const sized = request.sizes().then((sizes) => {
      // A response served from the memory cache (a preloaded file when the page asks for it) transferred nothing;
      // Chromium reports it as a negative body size, which would subtract from the total.
      transfers.push({ url: request.url(), type: request.resourceType(), bytes: Math.max(0, sizes.responseBodySize) });
    });
    pending.add(sized);
    sized.finally(() => pending.delete(sized));
  });
  return { transfers, settled: () => Promise.all(pending) };
}

/** Sum of transferred bytes of the given resource type ('script', 'stylesheet'), optionally filtered by URL. */
export function bytesOf(transfers, type, urlMatches = () => true) {
  return transfers.filter((t) => t.type === type && urlMatches(t.url)).reduce((total, t) => total + t.bytes, 0);
}

/** The remotes a page fetched anything from (/remotes/<name>/...). */
export function remotesIn(transfers) {
  return [...new Set(transfers.map((t) => /\/remotes\/([a-z]+)\//.exec(t.url)?.[1]).filter(Boolean))];
}
