import type { RsbuildPlugin } from '@rsbuild/core';
import { precompressDirectory } from './compress-directory';

/** After a production build, a brotli and a gzip copy of every text asset (see precompressDirectory). */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'academy:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) {
          if (environment.config.mode !== 'production') continue;
          await precompressDirectory(environment.distPath);
        }
      });
    },
  };
}
