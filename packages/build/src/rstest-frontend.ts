import path from 'node:path';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

/** Unit and component tests of the shell and the remotes: React in happy-dom, tests beside the code. */
export default defineConfig({
  plugins: [pluginReact()],
  include: ['src/**/*.test.{ts,tsx}'],
  testEnvironment: 'happy-dom',
  setupFiles: [path.join(import.meta.dirname, 'rstest-setup.ts')],
  // Above the waits' 5 s (rstest-setup.ts), so a wait that gives up says what it waited for.
  testTimeout: 15_000,
  resolve: { alias: { '@': './src' } },
});
