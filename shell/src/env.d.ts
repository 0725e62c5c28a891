/// <reference types="@rsbuild/core/types" />

/** Set at build time (rsbuild.config.ts): the versions of the shared packages and federation runtime this shell provides. */
declare const ACADEMY_HOST_VERSIONS: import('@academy/api').HostVersions;

/** Set at build time (rsbuild.config.ts): the portal's version, from the shell's package.json. */
declare const ACADEMY_APP_VERSION: string;
