import { existsSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The federation runtime's CommonJS files. The federation plugin resolves its runtime with `require.resolve`, so
 * without this every build bundles the CommonJS form, which cannot be tree-shaken: the whole SDK and every error
 * text ship in the shell and again in each remoteEntry.js.
 */
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/][a-z-]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module the package ships beside a CommonJS file, or undefined when it ships none. */
export function esmSiblingOf(file: string): string | undefined {
  const esm = file.replace(/\.cjs$/, '.js');
  return esm !== file && existsSync(esm) ? esm : undefined;
}

/**
 * Two trims of what Module Federation adds to every build (shell and remotes):
 * - the runtime is bundled from its ES modules, so only what the build calls ships;
 * - a module in two async chunks goes into one chunk both load. A shared package has a chunk for providing it and
 *   one for its fallback when consumed; with Rspack's 20 KB minimum for a common chunk, both carried a copy of the
 *   package (react-dom, effector-react, contracts) and the first page fetched both.
 */
export function pluginLeanFederation(): RsbuildPlugin {
  return {
    name: 'academy:lean-federation',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          splitChunks: {
            cacheGroups: {
              sharedOnce: { chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
            },
          },
        }),
      );
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins.push(
          // Called before resolving (the runtime's entry asks for the file by its path) and after it (a package name
          // the federation plugin aliases to the file).
          new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resolveData) => {
            const requested = esmSiblingOf(resolveData.request);
            if (requested) resolveData.request = requested;
            const created = resolveData.createData;
            const resolved = created?.resource && esmSiblingOf(created.resource);
            if (created && resolved) created.resource = resolved;
          }),
        );
      });
    },
  };
}
