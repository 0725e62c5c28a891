import { pluginLeanFederation } from '@academy/build/lean-federation';
import { pluginPrecompress } from '@academy/build/precompress';
import { shellDefines } from '@academy/build/shell-defines';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig), pluginLeanFederation(), pluginPrecompress()],
  source: {
    entry: { index: './src/index.ts' },
    define: shellDefines(),
  },
  resolve: { alias: { '@': './src' } },
  // The template only adds the page language; Rsbuild injects the title, meta tags, favicon and scripts.
  html: { template: './index.html', title: 'Instructor Led Training', favicon: './src/layout/header/logo.svg' },
  server: { port: 3001, historyApiFallback: true },
  output: { assetPrefix: '/' },
  // What the shell provides for remote releases built against @academy/contracts 1.x (contracts, and the power
  // rules it hands out), which the shell never imports: one chunk, fetched only when such a release asks for it.
  splitChunks: {
    cacheGroups: {
      forOlderRemotes: {
        test: /[\\/]packages[\\/](contracts|power-rules)[\\/]/,
        name: 'for-older-remotes',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  },
  // The chunks the shell starts with are fetched with the page, not after index.js asks for them. Left out: the
  // identity SDK, which loads only for an instructor, and what only older remote releases ask for.
  performance: { preload: { type: 'async-chunks', exclude: [/okta-auth-js/, /for-older-remotes/] } },
});
