import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { federationShared } from '../federation-shared';

// Remote URLs are not listed here: the shell reads them from /remotes.json at run time.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: federationShared,
  // Fetch a remote's entry only when one of its routes is visited, not at start-up.
  shareStrategy: 'loaded-first',
  dts: false,
  // Remotes are built without their own copy of the federation runtime and use this one.
  experiments: { provideExternalRuntime: true },
});
