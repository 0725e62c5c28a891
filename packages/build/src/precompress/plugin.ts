import type { RsbuildPlugin } from '@rsbuild/core';
import { afterProductionBuild } from '../after-production-build';
import { precompressDirectory } from './compress-directory';

/** After a production build, a brotli and a gzip copy of every text asset (see precompressDirectory). */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'academy:precompress',
    setup(api) {
      afterProductionBuild(api, async (distPath) => {
        await precompressDirectory(distPath);
      });
    },
  };
}
