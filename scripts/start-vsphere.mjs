// `npm run start:vsphere`: the whole portal on a vCenter, without one: a local vcsim (govmomi's simulator with
// the project's additions, tools/vcsim) with a demo inventory, and the server on it (HYPERVISOR=vsphere) with the
// demo course and class cloned there. What `npm start` is for the simulated hypervisor, for the vSphere adapter.
import { spawn } from 'node:child_process';
import { startThrowawayVcsim } from '../server/test-support/throwaway-vcsim.mjs';
import { build, install, pnpmCommand, repoRoot } from './workspace.mjs';

install();
build();
const vcsim = await startThrowawayVcsim({ port: Number(process.env.VCSIM_PORT ?? 0) || undefined });
console.log(`vcsim (a simulated vCenter) on ${vcsim.url}; any user name and password log in.`);
const [command, ...prefix] = pnpmCommand();
const server = spawn(command, [...prefix, '--filter', '@academy/server', 'start'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    HYPERVISOR: 'vsphere',
    VSPHERE_URL: vcsim.url,
    VSPHERE_USERNAME: 'portal',
    VSPHERE_PASSWORD: 'vcsim',
    VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
    VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
    VSPHERE_RESOURCE_POOL: '/DC0/host/DC0_C0/Resources',
    DEMO_DATA: 'on',
    // The simulator's labs live as long as it does: a database kept from an earlier run would name gone machines.
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
  },
});
const stop = () => server.kill('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.once('exit', async (code) => {
  await vcsim.stop();
  process.exit(code ?? 0);
});
