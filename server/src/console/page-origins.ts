/**
 * Which pages may open a console. A browser names the page's origin in the Origin header of every WebSocket
 * upgrade, and a page anywhere on the web may open a socket to this server: only the portal's own origins are let
 * through, so a ticket that leaks to another site (a pasted URL, a referrer) cannot be opened from there.
 * An upgrade without Origin comes from a program, not a browser page; it needs the ticket like anyone else.
 */
export function pageOriginCheck(allowed: readonly string[]): (origin: string | undefined) => boolean {
  if (allowed.includes('*')) return () => true;
  // Compared serialised, as browsers send them: `https://Portal.example:443/` is `https://portal.example`.
  const origins = new Set(allowed.map(originOf));
  return (origin) => {
    if (origin === undefined) return true;
    const page = originOf(origin);
    return page !== undefined && origins.has(page);
  };
}

/** The serialised origin of a header value; undefined for `null` (an opaque origin) or anything malformed. */
function originOf(header: string): string | undefined {
  try {
    const { origin } = new URL(header);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
