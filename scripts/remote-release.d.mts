/** One entry of /remotes.json (contracts' RemoteRelease), as this script prints it. */
export interface ReleaseEntry {
  version: string;
  entry: string;
  integrity: string;
}

export function sourceVersionOf(remote: string, root?: string): string;
export function releaseEntry(remote: string, baseUrl?: string, root?: string): ReleaseEntry;
