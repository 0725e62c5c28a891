import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  testEnvironment: 'happy-dom',
  // The browser builds of dependencies (okta-auth-js's "node" build knows no localStorage), as the shell bundles them.
  resolve: { conditionNames: ['browser', 'import', 'module', 'default'] },
});
