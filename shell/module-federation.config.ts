import { federationCommon } from '@academy/build/federation-shared';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

// Remote URLs are not listed here: the shell reads them from /remotes.json at run time.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  ...federationCommon(),
  // Remotes are built without their own copy of the federation runtime and use this one.
  // target 'web': the runtime leaves out its Node.js paths (the shell runs only in browsers).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
