// Typing benchmark (about a minute): the time to type issue 41's 200-character text (`@ # \ | € ~ { } ä ß é` and
// line breaks, what each layout can type of it) into a student's machine through the API on a started server, on the
// simulated hypervisor at its realistic speed and on a local vcsim (PutUsbScanCodes), into guests set to US, UK, DE
// and FR, each read back from the guest (bench/results/typing.json). Goal: 5 s. Prints a table for each.
// Usage: node bench/typing.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'typing', 'through-api.mts')], {
  cwd: path.resolve(here, '../server'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
