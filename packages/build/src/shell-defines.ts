import { hostVersionsFor, packageVersion } from './federation-shared';

/** The constants the shell's build sets in its code (declared in shell/src/env.d.ts), read from `packageDir`. */
export function shellDefines(packageDir = process.cwd()) {
  return {
    // What this shell provides to remotes, checked against each remote's needs before it mounts.
    ACADEMY_HOST_VERSIONS: JSON.stringify(hostVersionsFor(packageDir)),
    // The portal's version, in the footer: the shell's own package version, never a second copy typed by hand.
    ACADEMY_APP_VERSION: JSON.stringify(packageVersion(packageDir)),
  };
}
