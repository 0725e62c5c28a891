import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: { '@': './src' } },
  html: { title: 'Instructor Led Training', favicon: './src/layout/header/logo.svg' },
  server: { port: 3001, historyApiFallback: true },
  output: { assetPrefix: '/' },
});
