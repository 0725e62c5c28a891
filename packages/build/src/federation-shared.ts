import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HostVersions } from '@academy/api';

/** One entry of Module Federation's `shared` option, as far as this project uses it. */
export interface SharedSingleton {
  singleton: true;
  /** The version this build provides. */
  version: string;
  /** The range this build needs from whoever provides the package at run time. */
  requiredVersion: string;
  /** A version outside the range fails the load instead of running beside a second copy. */
  strictVersion: true;
  /**
   * The module provided, when not the package of the key: a file path is provided even if nothing of the build
   * imports it (a package name is provided only where imported).
   */
  import?: string;
}

/**
 * What every part shares as one instance: only what holds state every part must see as one. Two copies of effector
 * would be two unit graphs and the bus would silently stop reaching remotes; two Reacts break hooks; `@academy/bus`
 * (the bus's units and the runtime configuration) and auth (the sessions) are stores. So every one is strict: a
 * mismatch is refused, never split. The bus holds units only, so that it rarely changes: API types, paths, limits and
 * helpers are `@academy/api`, which each part bundles, so an API change ships with a remote alone.
 * Not shared, so that each part tree-shakes them down to what it uses (a shared module ships whole): `@academy/api`,
 * Blueprint and `@academy/ui` (stateless components), and react-router-dom (only the shell routes; remotes navigate
 * through the bus). Nor the rules, `@academy/power-rules` and `@academy/class-rules`: a remote applies the rules it
 * was built with, so a rule change ships with the remote alone, never waiting for the shell's copy.
 * '@academy/auth/' shares '@academy/auth/instructor-api' on its own, so a student's page never carries it.
 */
const SHARED_PACKAGES = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  effector: ['effector'],
  'effector-react': ['effector-react'],
  '@academy/bus': ['@academy/bus'],
  '@academy/auth': ['@academy/auth', '@academy/auth/'],
} as const;

/**
 * What the shell still provides, and never imports, for remote releases built against it: `@academy/contracts` 1.x
 * (its units are `@academy/bus`' own). A provided module nobody asks for is never fetched (the shell keeps its chunk
 * out of the page's preloads), so no current page carries it; an old release asks for it, and is checked against its
 * version, as before.
 */
const PROVIDED_FOR_OLDER_REMOTES = {
  '@academy/contracts': ['@academy/contracts'],
} as const;

/** Module Federation's own package: its version is the version of the runtime the shell provides. */
const FEDERATION_PACKAGE = '@module-federation/enhanced';

/** The version in the package.json of the package in `packageDir`. */
export function packageVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The version of a dependency installed for the package being built (pnpm links each one in its node_modules). */
export function installedVersion(pkg: string, packageDir = process.cwd()): string {
  return packageVersion(path.join(packageDir, 'node_modules', pkg));
}

/**
 * The range a part needs of a version it was built with: the same major, at least the same minor. A patch apart
 * never refuses a remote; a remote built against a newer minor (which may use what the older one lacks) is refused.
 */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/** The shared map of `packages` for the part built in `packageDir`, with the versions it is built with. */
function sharedMapOf(packages: Record<string, readonly string[]>, packageDir: string): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const [pkg, keys] of Object.entries(packages)) {
    const version = installedVersion(pkg, packageDir);
    for (const key of keys) {
      shared[key] = { singleton: true, version, requiredVersion: compatibleRange(version), strictVersion: true };
    }
  }
  return shared;
}

/** The shared map of a remote built in `packageDir`, with the versions it is built with. */
export function federationSharedFor(packageDir = process.cwd()): Record<string, SharedSingleton> {
  return sharedMapOf(SHARED_PACKAGES, packageDir);
}

/**
 * The shared map of the shell built in `packageDir`: a remote's, and what older remote releases still ask for, by
 * its file: the shell imports none of it, and a package name is provided only where the build imports it.
 */
export function shellFederationSharedFor(packageDir = process.cwd()): Record<string, SharedSingleton> {
  const resolve = createRequire(path.join(packageDir, 'package.json')).resolve;
  const forOlderRemotes = Object.fromEntries(
    Object.entries(sharedMapOf(PROVIDED_FOR_OLDER_REMOTES, packageDir)).map(([key, entry]) => [
      key,
      { ...entry, import: resolve(key) },
    ]),
  );
  return { ...federationSharedFor(packageDir), ...forOlderRemotes };
}

/** What the shell built in `packageDir` provides to remotes. */
export function hostVersionsFor(packageDir = process.cwd()): HostVersions {
  const shared = Object.fromEntries(
    Object.keys({ ...SHARED_PACKAGES, ...PROVIDED_FOR_OLDER_REMOTES }).map((pkg) => [
      pkg,
      installedVersion(pkg, packageDir),
    ]),
  );
  return { shared, federationRuntime: installedVersion(FEDERATION_PACKAGE, packageDir) };
}

/** The federation runtime range a remote built here needs of the shell's. */
export function federationRuntimeRangeFor(packageDir = process.cwd()): string {
  return compatibleRange(installedVersion(FEDERATION_PACKAGE, packageDir));
}

/**
 * What every remote's federation config sets: the shared map; 'loaded-first', so start-up never fetches a remote the
 * route does not use (see docs/toolchain.md); no type generation.
 */
export function federationCommon(packageDir = process.cwd()) {
  return { shared: federationSharedFor(packageDir), shareStrategy: 'loaded-first', dts: false } as const;
}

/** The shell's: a remote's, with the shell's shared map. */
export function shellFederationCommon(packageDir = process.cwd()) {
  return { ...federationCommon(packageDir), shared: shellFederationSharedFor(packageDir) } as const;
}
