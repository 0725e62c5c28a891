import frontend from '@academy/build/rstest-frontend';
import { shellDefines } from '@academy/build/shell-defines';
import { defineConfig } from '@rstest/core';

// Its own folder, not the working directory: the root's rstest.config.ts runs this as one of its projects.
const shellDir = import.meta.dirname;

// The footer's version is set as the build sets it. The host versions stay a global: each federation test sets its own.
const { ACADEMY_APP_VERSION } = shellDefines(shellDir);

export default defineConfig({ ...frontend, source: { define: { ACADEMY_APP_VERSION } } });
