import { type HostVersions, RELEASE_MANIFEST_KEY, type RemoteBuildManifest } from '@academy/api';
import { satisfy } from '@module-federation/enhanced/runtime';

/** One need of a remote that the running shell does not meet. */
export interface VersionClash {
  /** A shared package, or the federation runtime. */
  name: string;
  /** The range the remote needs. */
  required: string;
  /** The version the shell provides. */
  provided: string;
}

export const FEDERATION_RUNTIME = 'Module Federation runtime';

/** `react/jsx-runtime` -> `react`, `@academy/auth/instructor-api` -> `@academy/auth`. */
function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return parts.slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The runtime range a remote needs: declared in its release block; a remote built before releases were declared
 * needs at least the minor of the federation version it was built with (its manifest's pluginVersion).
 */
function runtimeRangeOf(manifest: RemoteBuildManifest): string | undefined {
  const declared = manifest[RELEASE_MANIFEST_KEY]?.federationRuntime;
  if (declared) return declared;
  const built = manifest.metaData?.pluginVersion?.split('.');
  return built && built.length >= 2 ? `^${built[0]}.${built[1]}.0` : undefined;
}

/**
 * What a remote needs (its manifest's shared singletons and federation runtime) that the shell cannot give. Mounting
 * such a remote would run it against a second copy of a singleton or an API it was not built for: the bus would
 * silently stop reaching it. Packages the shell does not provide are the remote's own business.
 */
export function findVersionClashes(manifest: RemoteBuildManifest, host: HostVersions): VersionClash[] {
  const clashes = new Map<string, VersionClash>();
  for (const shared of manifest.shared ?? []) {
    const name = packageOf(shared.name);
    const provided = host.shared[name];
    const required = shared.requiredVersion;
    if (!provided || !shared.singleton || !required || satisfy(provided, required)) continue;
    clashes.set(name, { name, required, provided });
  }
  const runtime = runtimeRangeOf(manifest);
  if (runtime && !satisfy(host.federationRuntime, runtime)) {
    clashes.set(FEDERATION_RUNTIME, { name: FEDERATION_RUNTIME, required: runtime, provided: host.federationRuntime });
  }
  return [...clashes.values()];
}
