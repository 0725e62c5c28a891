import type { Page, Request } from '@playwright/test';

/** Records every URL the page requests, to assert what a route did and did not download. */
export function recordRequests(page: Page): { urls: string[]; remotesFetched: () => string[] } {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    remotesFetched: () => {
      const names = urls.map(
        (url) =>
          /\/(lab|console|courses|classes)\/[^/]+\/(?:mf-manifest\.json|remoteEntry\.js|static\/)/.exec(url)?.[1],
      );
      return [...new Set(names.filter((name): name is string => Boolean(name)))].sort();
    },
  };
}

/** A push channel (the class monitor's, the student's): open as long as the page, so never "finished". */
function isPushChannel(request: Request): boolean {
  return request.headers().accept === 'text/event-stream';
}

/**
 * Watches the page's requests from now on: `quiet()` resolves once none has been in flight for 500 ms, push channels
 * aside. Playwright's 'networkidle' never comes on a student's page: its push channel stays open.
 */
export function watchNetwork(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!isPushChannel(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      let quietSince = Date.now();
      for (;;) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= 500) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
