import type { RemoteName } from '@academy/api';
import type { RsbuildPlugin } from '@rsbuild/core';
import { afterProductionBuild } from '../after-production-build';
import { stampReleaseManifest } from './stamp-manifest';

export interface RemoteReleaseOptions {
  remote: RemoteName;
  version: string;
  /** Semver range of the federation runtime the remote needs of the shell. */
  federationRuntime: string;
}

/**
 * After a production build, stamps the remote's mf-manifest.json with its release (see stampReleaseManifest).
 * Registered before precompress, so the compressed copies carry it.
 */
export function pluginRemoteRelease(options: RemoteReleaseOptions): RsbuildPlugin {
  return {
    name: 'academy:remote-release',
    setup(api) {
      afterProductionBuild(api, async (distPath) => {
        await stampReleaseManifest(distPath, options);
        api.logger.info(`${options.remote} ${options.version} built in ${distPath}`);
      });
    },
  };
}
