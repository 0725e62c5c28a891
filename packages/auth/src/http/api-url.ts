/** A Training API address: the configured base URL (empty: the page's origin) and a path that starts with '/'. */
export function apiUrlOf(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
}
