import type { Page } from '@playwright/test';

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
