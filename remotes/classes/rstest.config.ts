import frontend from '@academy/build/rstest-frontend';
import { defineConfig } from '@rstest/core';

// A copy: the root's rstest.config.ts runs each package as a project, and each project names its own config.
export default defineConfig({ ...frontend });
