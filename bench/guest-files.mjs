// Files benchmark (about a minute): the time to send a 10 MB file into a student's machine through the API on a
// started server (POST /api/training-class/vm/{id}/files), on the simulated hypervisor at its realistic speed and on
// a local vcsim (InitiateFileTransferToGuest and the PUT), each file's SHA-256 read back from the guest
// (bench/results/guest-files.json). Goal: 10 s. Prints a table for each.
// Usage: node bench/guest-files.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'guest-files', 'through-api.mts')], {
  cwd: path.resolve(here, '../server'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
