import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

/** Unit and component tests of the shell and the remotes: React in happy-dom, tests beside the code. */
export default defineConfig({
  plugins: [pluginReact()],
  include: ['src/**/*.test.{ts,tsx}'],
  testEnvironment: 'happy-dom',
  resolve: { alias: { '@': './src' } },
});
