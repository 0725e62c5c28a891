import { shellFederationCommon } from '@academy/build/federation-shared';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

// Remote URLs are not listed here: the shell reads them from /remotes.json at run time.
// Annotated: `tsc -b` emits declarations (composite projects), and the inferred type lives in an inner package.
const config: ReturnType<typeof createModuleFederationConfig> = createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  ...shellFederationCommon(),
  // Remotes are built without their own copy of the federation runtime and use this one.
  // target 'web': the runtime leaves out its Node.js paths (the shell runs only in browsers).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});

export default config;
