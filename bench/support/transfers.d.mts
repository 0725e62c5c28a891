/** One finished request: its body's bytes as transferred, its resource type ('script', 'stylesheet', ...), its URL. */
export interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** What recordTransfers reads of a finished request: the Request of Playwright, or of playwright-core. */
export interface FinishedRequest {
  url(): string;
  resourceType(): string;
  sizes(): Promise<{ responseBodySize: number }>;
}

/** What recordTransfers needs of a page: the Page of Playwright, or of playwright-core. */
export interface TransferSource {
  on(event: 'requestfinished', listener: (request: FinishedRequest) => void): unknown;
}

export function recordTransfers(page: TransferSource): { transfers: Transfer[]; settled(): Promise<unknown> };
export function bytesOf(transfers: Transfer[], type: string, urlMatches?: (url: string) => boolean): number;
export function remotesIn(transfers: Transfer[]): string[];
