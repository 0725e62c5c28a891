/** One entry of Module Federation's `shared` option, as far as this project uses it. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
}

/**
 * The one shared map every federation config uses (shell and remotes). All entries are singletons:
 * two copies of effector would be two unit graphs, and the bus would silently stop reaching remotes.
 * Workspace packages carry no semver worth checking, so their version requirement is off.
 * react-router-dom is not shared: only the shell routes (remotes navigate through the bus), and a
 * shared module cannot be tree-shaken.
 */
export const federationShared: Record<string, SharedSingleton> = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react/': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
  effector: { singleton: true, requiredVersion: '^23.4.0' },
  'effector-react': { singleton: true, requiredVersion: '^23.3.0' },
  '@blueprintjs/core': { singleton: true, requiredVersion: '^6.20.0' },
  '@academy/contracts': { singleton: true, requiredVersion: false },
  '@academy/auth': { singleton: true, requiredVersion: false },
  // '@academy/auth/instructor-api', shared on its own: a student's shell and lab never carry the instructor's client.
  '@academy/auth/': { singleton: true, requiredVersion: false },
  '@academy/ui': { singleton: true, requiredVersion: false },
  // '@academy/ui/instructor', shared on its own for the same reason.
  '@academy/ui/': { singleton: true, requiredVersion: false },
};

/**
 * What every federation config (shell and remotes) sets alike: the shared map; 'loaded-first', so start-up
 * never fetches a remote the route does not use (see docs/toolchain.md); no type generation.
 */
export const federationCommon = {
  shared: federationShared,
  shareStrategy: 'loaded-first',
  dts: false,
} as const;
