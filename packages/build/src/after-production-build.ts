import type { RsbuildPluginAPI } from '@rsbuild/core';

/** Runs `step` on the output folder of each production build, once the build has written it (not in `rsbuild dev`). */
export function afterProductionBuild(api: RsbuildPluginAPI, step: (distPath: string) => Promise<void>): void {
  api.onAfterBuild(async ({ environments }) => {
    for (const environment of Object.values(environments)) {
      if (environment.config.mode === 'production') await step(environment.distPath);
    }
  });
}
