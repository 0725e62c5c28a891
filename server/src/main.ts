import { defaultPasswordWarning, type HypervisorConfig, readServerConfig } from './config';
import { startServer } from './server';

/** `pnpm start`: the portal with its embedded defaults; prints how to sign in, closes cleanly on a signal. */
const config = readServerConfig();
const running = await startServer(config);

const { identity } = config;
const student = await running.sampleStudent();
console.log(`Academy portal on ${config.publicOrigin}`);
const { email, password } = identity.instructor;
console.log(
  identity.embedded
    ? `  Instructor: ${email} / ${password} (development identity provider ${identity.issuer})`
    : `  Instructors sign in with ${identity.issuer}`,
);
if (student) {
  console.log(`  Student:    ${student.username} / ${student.passphrase} (class "${student.className}")`);
} else {
  console.log(
    '  Student credentials are on the instructor pages (/classes); the demo student was printed at first start.',
  );
}
const warning = defaultPasswordWarning(config);
if (warning) console.warn(warning);
const hooks = config.testHooks ? '; TEST HOOKS ON' : '';
const data = config.databaseUrl ? `PostgreSQL ${withoutPassword(config.databaseUrl)}` : config.dataDir;
console.log(`  Instance ${config.instanceName}; data in ${data}; ${hypervisorOf(config.hypervisor)}${hooks}`);

function hypervisorOf(hypervisor: HypervisorConfig): string {
  return hypervisor.kind === 'simulated'
    ? `hypervisor speed ${hypervisor.speed}`
    : `vCenter ${hypervisor.settings.url}`;
}

function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.href;
}

let closing = false;
function shutDown(signal: string): void {
  if (closing) process.exit(1); // a second Ctrl+C does not wait
  closing = true;
  console.log(`${signal}: closing`);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => shutDown('SIGINT'));
process.on('SIGTERM', () => shutDown('SIGTERM'));
