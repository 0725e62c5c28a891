import { defineConfig } from '@rstest/core';

/** Tests of the build's own plugins, in Node. */
export default defineConfig({ include: ['src/**/*.test.ts'] });
