import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HostVersions } from '@academy/contracts';

/** One entry of Module Federation's `shared` option, as far as this project uses it. */
export interface SharedSingleton {
  singleton: true;
  /** The version this build provides. */
  version: string;
  /** The range this build needs from whoever provides the package at run time. */
  requiredVersion: string;
  /** A version outside the range fails the load instead of running beside a second copy. */
  strictVersion: true;
}

/**
 * What every part shares as one instance: only what holds state every part must see as one. Two copies of effector
 * would be two unit graphs and the bus would silently stop reaching remotes; two Reacts break hooks; contracts (the
 * bus) and auth (the sessions) are stores. So every one is strict: a mismatch is refused, never split.
 * Not shared, so that each part tree-shakes them down to what it uses (a shared module ships whole): Blueprint and
 * `@academy/ui` (stateless components), and react-router-dom (only the shell routes; remotes navigate through the bus).
 * Nor the rules, `@academy/power-rules` and `@academy/class-rules`: a remote applies the rules it was built with, so
 * a rule change ships with the remote alone, never waiting for the shell's copy.
 * '@academy/auth/' shares '@academy/auth/instructor-api' on its own, so a student's page never carries it.
 */
const SHARED_PACKAGES = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  effector: ['effector'],
  'effector-react': ['effector-react'],
  '@academy/contracts': ['@academy/contracts'],
  '@academy/auth': ['@academy/auth', '@academy/auth/'],
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

/** The shared map of the package built in `packageDir` (shell or remote), with the versions it is built with. */
export function federationSharedFor(packageDir = process.cwd()): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const [pkg, keys] of Object.entries(SHARED_PACKAGES)) {
    const version = installedVersion(pkg, packageDir);
    for (const key of keys) {
      shared[key] = { singleton: true, version, requiredVersion: compatibleRange(version), strictVersion: true };
    }
  }
  return shared;
}

/** What the shell built in `packageDir` provides to remotes. */
export function hostVersionsFor(packageDir = process.cwd()): HostVersions {
  const shared = Object.fromEntries(
    Object.keys(SHARED_PACKAGES).map((pkg) => [pkg, installedVersion(pkg, packageDir)]),
  );
  return { shared, federationRuntime: installedVersion(FEDERATION_PACKAGE, packageDir) };
}

/** The federation runtime range a remote built here needs of the shell's. */
export function federationRuntimeRangeFor(packageDir = process.cwd()): string {
  return compatibleRange(installedVersion(FEDERATION_PACKAGE, packageDir));
}

/**
 * What every federation config (shell and remotes) sets alike: the shared map; 'loaded-first', so start-up
 * never fetches a remote the route does not use (see docs/toolchain.md); no type generation.
 */
export function federationCommon(packageDir = process.cwd()) {
  return { shared: federationSharedFor(packageDir), shareStrategy: 'loaded-first', dts: false } as const;
}
