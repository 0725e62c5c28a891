import { defaultPasswordWarning, type HypervisorConfig, readServerConfig } from './config';
import { loadSecretsKey } from './secrets-key';
import { serverLogger, startServer } from './server';

/** `pnpm start`: the portal with its embedded defaults; logs how to sign in, closes cleanly on a signal. */
const config = readServerConfig();
const logger = serverLogger(config);
const running = await startServer(config, logger);

const { identity } = config;
const student = await running.sampleStudent();
logger.info(`Academy portal on ${config.publicOrigin}`);
const { email, password } = identity.instructor;
logger.info(
  identity.embedded
    ? `  Instructor: ${email} / ${password} (development identity provider ${identity.issuer})`
    : `  Instructors sign in with ${identity.issuer}`,
);
if (student) {
  logger.info(`  Student:    ${student.username} / ${student.passphrase} (class "${student.className}")`);
} else {
  logger.info(
    '  Student credentials are on the instructor pages (/classes); the demo student was printed at first start.',
  );
}
const warning = defaultPasswordWarning(config);
if (warning) logger.info(warning);
const { notice } = loadSecretsKey(config.secretsKey);
if (notice) logger.info(`  ${notice}`);
const hooks = config.testHooks ? '; TEST HOOKS ON' : '';
const data = config.databaseUrl ? `PostgreSQL ${withoutPassword(config.databaseUrl)}` : config.dataDir;
logger.info(`  Instance ${config.instanceName}; data in ${data}; ${hypervisorOf(config.hypervisor)}${hooks}`);
logger.info(
  config.mail
    ? `  Invitations are sent through ${withoutPassword(config.mail.url)} from ${config.mail.from}`
    : '  Mail is off (no SMTP_URL): instructors copy each student’s sign-in link from the class’s roster',
);

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
  logger.info(`${signal}: closing`);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error('Closing failed', error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => shutDown('SIGINT'));
process.on('SIGTERM', () => shutDown('SIGTERM'));
