/** One entry of Module Federation's `shared` option, as far as this project uses it. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
}

/**
 * The one shared map every federation config uses (shell and remotes): only what holds state that every part must
 * see as one. Two copies of effector would be two unit graphs, and the bus would silently stop reaching remotes;
 * contracts (the bus) and auth (the sessions) are stores. Workspace packages carry no semver worth checking, so their
 * version requirement is off.
 * Not shared, so that each part tree-shakes them down to what it uses (a shared module ships whole): Blueprint and
 * `@academy/ui` (stateless components), and react-router-dom (only the shell routes; remotes navigate through the bus).
 */
export const federationShared: Record<string, SharedSingleton> = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react/': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
  effector: { singleton: true, requiredVersion: '^23.4.0' },
  'effector-react': { singleton: true, requiredVersion: '^23.3.0' },
  '@academy/contracts': { singleton: true, requiredVersion: false },
  '@academy/auth': { singleton: true, requiredVersion: false },
  // '@academy/auth/instructor-api', shared on its own: a student's shell and lab never carry the instructor's client.
  '@academy/auth/': { singleton: true, requiredVersion: false },
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
