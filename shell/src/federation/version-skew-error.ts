import type { RemoteName } from '@academy/api';
import type { VersionClash } from './version-clashes';

/** A remote whose needs the running shell cannot meet: it is not mounted. */
export class RemoteVersionSkewError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly remoteVersion: string,
    readonly clashes: VersionClash[],
  ) {
    super(
      `The ${remote} remote ${remoteVersion} is out of step with this portal: ${clashes
        .map((clash) => `it needs ${clash.name} ${clash.required}, the portal provides ${clash.provided}`)
        .join('; ')}`,
    );
    this.name = 'RemoteVersionSkewError';
  }
}
