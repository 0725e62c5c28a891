/*
 * Test-only: just enough of a browser for the sign-in flow over real HTTP: a cookie jar (one host, so names are
 * enough; the most recently set cookie of a name wins, as the most specific path would) and manual redirects.
 */

/** A response and the URL it came from. */
export interface Visit {
  url: string;
  response: Response;
}

/** A cookie-keeping HTTP client that follows redirects by hand. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  /** One request with the jar's cookies; stores the cookies it sets; does not follow redirects. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  /** Follows redirects from a GET until a page that is not a redirect, or a URL matching `stopAt`. */
  async follow(url: string, stopAt: (url: string) => boolean = () => false): Promise<Visit> {
    return this.followFrom(url, await this.request(url), stopAt);
  }

  /** Posts a form and follows the redirects after it. */
  async submit(
    url: string,
    fields: Record<string, string>,
    stopAt: (url: string) => boolean = () => false,
  ): Promise<Visit> {
    const response = await this.request(url, { method: 'POST', body: new URLSearchParams(fields) });
    return this.followFrom(url, response, stopAt);
  }

  private async followFrom(url: string, response: Response, stopAt: (url: string) => boolean): Promise<Visit> {
    let current = { url, response };
    for (let hops = 0; hops < 10; hops++) {
      const location = current.response.headers.get('location');
      if (current.response.status < 300 || current.response.status >= 400 || !location) return current;
      const next = new URL(location, current.url).href;
      if (stopAt(next)) return { url: next, response: current.response };
      current = { url: next, response: await this.request(next) };
    }
    throw new Error('too many redirects');
  }

  private store(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', date = ''] = attribute.split('=');
      return key.trim().toLowerCase() === 'expires' && new Date(date).getTime() < Date.now();
    });
    if (expired || !value) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
