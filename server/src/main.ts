import { readServerConfig } from './config';
import { startServer } from './server';

/** `pnpm start`: the portal with its embedded defaults; prints how to sign in, closes cleanly on a signal. */
const config = readServerConfig();
const running = await startServer(config);

const { identity } = config;
const student = await running.sampleStudent();
console.log(`Academy portal on ${config.publicOrigin}`);
console.log(
  identity.embedded
    ? `  Instructor: ${identity.instructor.email} / ${identity.instructor.password} (development identity provider ${identity.issuer})`
    : `  Instructors sign in with ${identity.issuer}`,
);
if (student) console.log(`  Student:    ${student.username} / ${student.passphrase} (class "${student.className}")`);
console.log(`  Data in ${config.dataDir}; hypervisor speed ${config.hypervisorSpeed}${config.testHooks ? '; TEST HOOKS ON' : ''}`);

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
