import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationNameOf, REMOTE_LOAD_TIMEOUT_MS, type RemoteName } from '@academy/api';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBlueprintUsedCss } from './blueprint-css/plugin';
import { pluginBlueprintIconsByElement } from './blueprint-icons/plugin';
import { federationCommon, federationRuntimeRangeFor, packageVersion } from './federation-shared';
import { pluginLeanFederation } from './lean-federation/plugin';
import { pluginPrecompress } from './precompress/plugin';
import { pluginRemoteRelease } from './remote-release/plugin';

/** Runs in each remoteEntry.js: the remote's chunks carry its entry's query (the shell's Retry). */
const ENTRY_QUERY_PLUGIN = fileURLToPath(new URL('./entry-query/runtime-plugin.ts', import.meta.url));

export interface RemoteBuildOptions {
  /** The remote, the `lab` of `lab/MachinesPage`. */
  name: RemoteName;
  /** Exposed page name -> source file. */
  exposes: Record<string, string>;
  /** Port of `pnpm dev` for this remote on its own. */
  devPort: number;
}

/**
 * The whole build of one remote: its team builds and deploys it without the shell. The output goes to
 * `dist/<version>/`, so each release has a path of its own and two can be served side by side during a roll-out.
 */
export function defineRemoteBuild({ name, exposes, devPort }: RemoteBuildOptions): RsbuildConfig {
  const packageDir = process.cwd();
  const version = packageVersion(packageDir);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginBlueprintUsedCss(),
      pluginBlueprintIconsByElement(),
      pluginRemoteRelease({ remote: name, version, federationRuntime: federationRuntimeRangeFor(packageDir) }),
      pluginPrecompress(),
      pluginLeanFederation(),
      pluginModuleFederation(
        createModuleFederationConfig({
          name: federationNameOf(name),
          exposes,
          // A fixed name: the manifest points at it, and the server serves it with no-cache.
          filename: 'remoteEntry.js',
          runtimePlugins: [ENTRY_QUERY_PLUGIN],
          ...federationCommon(packageDir),
          // In production the shell provides the federation runtime (~30 KB gzip saved per remote);
          // `rsbuild dev` keeps its own so the remote also runs standalone.
          // target 'web': the runtime code this bundles (its SDK, the bundler runtime) leaves out its Node.js paths.
          experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: { target: 'web' } },
        }),
      ),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: { '@': './src' } },
    security: { sri: { enable: 'auto' } },
    // 'auto' resolves chunk URLs from remoteEntry.js's own address, so the remote works on any origin.
    output: {
      assetPrefix: 'auto',
      distPath: { root: path.join('dist', version) },
      // Class names travel twice to every student (the stylesheet and the JS map): in production a short hash, named
      // by the remote so that two remotes' files at the same path never share a name; readable names in `rsbuild dev`.
      ...(process.env.NODE_ENV === 'production' && { cssModules: { localIdentName: `${name}-[hash:base64:5]` } }),
    },
    server: {
      port: devPort,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      // On its own, a remote talks to a running reference server (`pnpm start`) for data and sign-in.
      proxy: Object.fromEntries(
        ['/api', '/config.json', '/oauth2', '/console'].map((path) => [
          path,
          { target: process.env.ACADEMY_SERVER ?? 'http://localhost:3000', ws: path === '/console' },
        ]),
      ),
    },
    tools: {
      rspack: {
        output: { chunkLoadTimeout: Number(process.env.REMOTE_LOAD_TIMEOUT_MS ?? REMOTE_LOAD_TIMEOUT_MS) },
      },
    },
  });
}
