import { buildVcsim } from './throwaway-vcsim.mjs';

/**
 * rstest global setup: builds the vCenter simulator (tools/vcsim, a Go build of a minute on a busy machine) once for
 * the run, so no test file's hook pays for it. Each vSphere test file still starts a simulator of its own.
 */
export default function setup(): void {
  buildVcsim();
}
