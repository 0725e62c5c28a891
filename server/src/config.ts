import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONSOLE_RECONNECT_MS,
  DEFAULT_LOGIN_DOMAIN,
  FILE_UPLOAD_MAX_BYTES,
  REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteReleases,
} from '@academy/api';
import { isEmailAddress } from '@academy/class-rules';
import { parseVsphereSettings, type VsphereSettings } from './hypervisor/vsphere/settings';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './observability/pino-logger';
import { type SecretsKeySource, secretsKeyFrom } from './secrets-key';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '..');

/** Audience of the instructor access tokens, as an Okta authorization server issues them. */
export const API_AUDIENCE = 'api://default';

const DEFAULT_INSTRUCTOR_PASSWORD = 'instructor';

/** Everything the server reads from its environment, with the embedded defaults of `pnpm start`. */
export interface ServerConfig {
  port: number;
  /** Where the key guest passwords are sealed with comes from (secrets-key.ts). */
  secretsKey: SecretsKeySource;
  host: string;
  /** Public origin of this server, used in tickets and the identity provider's issuer. */
  publicOrigin: string;
  /** The built shell it serves (SHELL_DIR): shell/dist, or another build of it such as the bench's baseline. */
  shellDir: string;
  /** Each remote's build folder, holding one folder per release version, served under /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /**
   * Which release of each remote the shell loads (/remotes.json): REMOTES_FILE, re-read when it changes, overrides
   * the defaults remote by remote; the defaults are each remote's current source version on this server.
   */
  remoteReleases: { file: string | undefined; defaults: RemoteReleases };
  remoteLoadTimeoutMs: number;
  /** The console's reconnect interval served in /config.json (CONSOLE_RECONNECT_MS): spec §9's 4000 ms unless set. */
  consoleReconnectMs: number;
  loginDomain: string;
  apiBaseUrl: string;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** A PostgreSQL server shared by several instances (DATABASE_URL); PGlite in dataDir when unset. */
  databaseUrl: string | undefined;
  /** Named in the X-Served-By header of every answer (INSTANCE_NAME, default host:port), to tell instances apart. */
  instanceName: string;
  identity: {
    /** Issuer the API trusts and the shell signs in with. */
    issuer: string;
    clientId: string;
    /** The development identity provider runs in this server unless OIDC_ISSUER names another one. */
    embedded: boolean;
    instructor: { email: string; password: string };
    /**
     * Groups whose members may call the instructor API (INSTRUCTOR_GROUPS, comma-separated, default Instructors),
     * read from the access token's `groups` claim; the embedded identity provider puts its account in them.
     */
    instructorGroups: string[];
  };
  /** Which hypervisor the labs run on (HYPERVISOR), with its settings. */
  hypervisor: HypervisorConfig;
  /** Whether a first start seeds the demo course and class (DEMO_DATA). */
  demoData: boolean;
  schedulerIntervalMs: number;
  /** How long after a class's end its labs are powered off and removed (LAB_GRACE_MINUTES, default 0), in ms. */
  labGraceMs: number;
  /** IDLE_SUSPEND_MINUTES (default 60, 0 off), in ms: a lab unused this long is warned, then suspended. */
  idleSuspendMs: number;
  /** IDLE_CPU_PERCENT (default 10): a guest busier than this keeps its lab in use (where the hypervisor tells). */
  idleCpuPercent: number;
  loginRateLimit: { maxFailuresPerAccountAndAddress: number; maxFailuresPerAddress: number; windowMs: number };
  /** A student's runs of one manual check: CHECK_ATTEMPTS (default 5) in CHECK_WINDOW_MINUTES (default 10). */
  checkLimit: { attempts: number; windowMs: number };
  /** How many checks of one "Check everyone" run at once (CHECK_PARALLEL, default 8). */
  checkParallel: number;
  /**
   * How long past a check's time-out its student stays held by a run no instance renews any longer (a killed one's):
   * CHECK_LEASE_MARGIN_SECONDS, default 30. The running instance renews it at half of that.
   */
  checkLeaseMarginMs: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY): false trusts no X-Forwarded-For, so a client cannot pick its own
   * rate-limit bucket; set it to the balancer's address, subnet or hop count when one is in front.
   */
  trustProxy: boolean | number | string;
  /** Mounts /__test__ (fault injection, clock, tokens) and trusts its token key. Never in production. */
  testHooks: boolean;
  /** Origins allowed to call /api from a browser (CORS); empty means same origin only. */
  apiAllowedOrigins: string[];
  /** A request (headers and body) must arrive within this long, or its connection is closed (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The least severe level written (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /** LOG_FORMAT: json or pretty; unset, pretty on a terminal and json otherwise (a log shipper reads JSON). */
  logFormat: LogFormat | undefined;
  /** GET /metrics on the main port answers only this bearer token (METRICS_TOKEN); unset, it is not served there. */
  metricsToken: string | undefined;
  /** METRICS_PORT: /metrics without a token on this port of HOST, for a scraper on a private network. */
  metricsPort: number | undefined;
  /** Audit entries older than this many days are purged (AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays: number;
  /**
   * The relay invitations are sent through (SMTP_URL, e.g. smtp://relay.example:587), and their sender (SMTP_FROM,
   * default no-reply@<login domain>); unset, mail is off and the instructor copies each student's link.
   */
  mail: { url: string; from: string } | undefined;
  /** Days after a class's end before its roster's names and e-mail addresses are erased (ROSTER_RETENTION_DAYS, 30). */
  rosterRetentionDays: number;
  /** A student's calls per second on average, over a burst of five seconds' worth (STUDENT_CALLS_PER_SECOND, 5). */
  studentCallsPerSecond: number;
  /** Requests a student's credential may have waiting for their answers (STUDENT_REQUESTS_IN_FLIGHT, 16). */
  studentRequestsInFlight: number;
  /** The largest file sent into a lab machine, in bytes (FILE_UPLOAD_MAX_BYTES, 100 MB). */
  fileUploadMaxBytes: number;
}

/**
 * `simulated` (the default): the in-process simulator, whose steps HYPERVISOR_SPEED multiplies (1 realistic, 0.01
 * in tests, 0 instant). `vsphere`: an academy's vCenter, as the VSPHERE_* settings name it (README, "Connect your
 * vCenter"); `warnings` are settings accepted but worth a line at start.
 */
export type HypervisorConfig =
  | { kind: 'simulated'; speed: number }
  | { kind: 'vsphere'; settings: VsphereSettings; warnings: readonly string[] };

function hypervisorConfigFrom(env: NodeJS.ProcessEnv): HypervisorConfig {
  const kind = env.HYPERVISOR || 'simulated';
  if (kind === 'simulated') return { kind, speed: numberFrom(env, 'HYPERVISOR_SPEED', 1) };
  if (kind === 'vsphere') return { kind, ...parseVsphereSettings(env) };
  throw new Error(`HYPERVISOR must be simulated or vsphere, got "${kind}".`);
}

/**
 * DEMO_DATA (on or off): whether a first start on an empty database makes a demo course and class with labs. On by
 * default on the simulator; off on vCenter, where it would clone real machines, unless asked for (`start:vsphere`).
 */
function demoDataFrom(env: NodeJS.ProcessEnv, hypervisor: HypervisorConfig): boolean {
  const raw = env.DEMO_DATA;
  if (raw === undefined || raw === '') return hypervisor.kind === 'simulated';
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`DEMO_DATA must be on or off, got "${raw}".`);
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}".`);
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** The instructor's e-mail is also the demo class's instructor, so it must pass the class form's e-mail rule. */
function instructorEmailFrom(raw: string | undefined): string {
  const email = raw ?? 'instructor@academy.test';
  if (!isEmailAddress(email)) throw new Error(`INSTRUCTOR_EMAIL must be an e-mail address, got "${email}".`);
  return email;
}

function instructorGroupsFrom(raw: string | undefined): string[] {
  const groups = (raw || 'Instructors')
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');
  if (groups.length === 0) throw new Error(`INSTRUCTOR_GROUPS must name at least one group, got "${raw}".`);
  return groups;
}

/** The loud start-up warning when the embedded identity provider still has the default instructor password. */
export function defaultPasswordWarning(config: ServerConfig): string | undefined {
  if (!config.identity.embedded || config.identity.instructor.password !== DEFAULT_INSTRUCTOR_PASSWORD)
    return undefined;
  return [
    '*'.repeat(78),
    `WARNING: the instructor account ${config.identity.instructor.email} signs in with the default password`,
    `'${DEFAULT_INSTRUCTOR_PASSWORD}'. Anyone who can reach this server can manage every course and class.`,
    "Set INSTRUCTOR_PASSWORD, or OIDC_ISSUER to use the academy's own identity provider.",
    '*'.repeat(78),
  ].join('\n');
}

/** The version in a remote's package.json: the release its `pnpm build` writes to dist/<version>/. */
function sourceVersionOf(remote: RemoteName): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'remotes', remote, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = numberFrom(env, 'PORT', 3000);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = withoutTrailingSlash(env.PUBLIC_ORIGIN ?? `http://localhost:${port}`);
  const hypervisor = hypervisorConfigFrom(env);
  const dataDir = env.DATA_DIR ?? path.join(serverRoot, '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const remoteDirs = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name, 'dist')]),
  ) as Record<RemoteName, string>;
  const defaultReleases = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const version = sourceVersionOf(name);
      return [name, { version, entry: `/remotes/${name}/${version}/mf-manifest.json` }];
    }),
  ) as RemoteReleases;
  return {
    secretsKey: secretsKeyFrom(env, { dataDir, databaseUrl }),
    port,
    host,
    publicOrigin,
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : path.join(repoRoot, 'shell', 'dist'),
    remoteDirs,
    remoteReleases: { file: env.REMOTES_FILE || undefined, defaults: defaultReleases },
    remoteLoadTimeoutMs: numberFrom(env, 'REMOTE_LOAD_TIMEOUT_MS', REMOTE_LOAD_TIMEOUT_MS),
    consoleReconnectMs: numberFrom(env, 'CONSOLE_RECONNECT_MS', CONSOLE_RECONNECT_MS, 1),
    loginDomain: env.LOGIN_DOMAIN ?? DEFAULT_LOGIN_DOMAIN,
    apiBaseUrl: env.API_BASE_URL ?? '',
    dataDir,
    databaseUrl,
    instanceName: env.INSTANCE_NAME || `${host}:${port}`,
    identity: {
      issuer: withoutTrailingSlash(env.OIDC_ISSUER ?? `${publicOrigin}/oauth2/default`),
      clientId: env.OIDC_CLIENT_ID ?? 'academy-portal',
      embedded: env.OIDC_ISSUER === undefined || env.OIDC_ISSUER === '',
      instructor: {
        email: instructorEmailFrom(env.INSTRUCTOR_EMAIL),
        password: env.INSTRUCTOR_PASSWORD ?? DEFAULT_INSTRUCTOR_PASSWORD,
      },
      instructorGroups: instructorGroupsFrom(env.INSTRUCTOR_GROUPS),
    },
    hypervisor,
    demoData: demoDataFrom(env, hypervisor),
    schedulerIntervalMs: numberFrom(env, 'SCHEDULER_INTERVAL_MS', 15_000, 100),
    labGraceMs: numberFrom(env, 'LAB_GRACE_MINUTES', 0) * 60_000,
    idleSuspendMs: numberFrom(env, 'IDLE_SUSPEND_MINUTES', 60) * 60_000,
    idleCpuPercent: numberFrom(env, 'IDLE_CPU_PERCENT', 10),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    loginRateLimit: {
      maxFailuresPerAccountAndAddress: numberFrom(env, 'LOGIN_MAX_FAILURES', 10, 1),
      maxFailuresPerAddress: numberFrom(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 100, 1),
      windowMs: numberFrom(env, 'LOGIN_WINDOW_MS', 5 * 60_000, 1),
    },
    checkLimit: {
      attempts: numberFrom(env, 'CHECK_ATTEMPTS', 5, 1),
      windowMs: numberFrom(env, 'CHECK_WINDOW_MINUTES', 10, 1) * 60_000,
    },
    checkParallel: numberFrom(env, 'CHECK_PARALLEL', 8, 1),
    checkLeaseMarginMs: numberFrom(env, 'CHECK_LEASE_MARGIN_SECONDS', 30, 1) * 1000,
    testHooks: env.ENABLE_TEST_HOOKS === '1',
    requestTimeoutMs: numberFrom(env, 'REQUEST_TIMEOUT_MS', 10_000, 100),
    apiAllowedOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    logFormat: logFormatFrom(env.LOG_FORMAT),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? numberFrom(env, 'METRICS_PORT', 0) : undefined,
    auditRetentionDays: numberFrom(env, 'AUDIT_RETENTION_DAYS', 400, 1),
    mail: mailFrom(env),
    rosterRetentionDays: numberFrom(env, 'ROSTER_RETENTION_DAYS', 30, 1),
    studentCallsPerSecond: numberFrom(env, 'STUDENT_CALLS_PER_SECOND', 5, 1),
    studentRequestsInFlight: numberFrom(env, 'STUDENT_REQUESTS_IN_FLIGHT', 16, 1),
    fileUploadMaxBytes: numberFrom(env, 'FILE_UPLOAD_MAX_BYTES', FILE_UPLOAD_MAX_BYTES, 1),
  };
}

function mailFrom(env: NodeJS.ProcessEnv): ServerConfig['mail'] {
  const url = env.SMTP_URL;
  if (url === undefined || url === '') return undefined;
  if (!/^smtps?:\/\/[^/]/.test(url))
    throw new Error(`SMTP_URL must be smtp://host:port or smtps://host:port, got "${url}".`);
  const from = env.SMTP_FROM || `no-reply@${(env.LOGIN_DOMAIN ?? DEFAULT_LOGIN_DOMAIN).toLowerCase()}`;
  if (!isEmailAddress(from.replace(/^.*<(.*)>\s*$/, '$1'))) {
    throw new Error(`SMTP_FROM must be an e-mail address (or "Name <address>"), got "${from}".`);
  }
  return { url, from };
}

function logLevelFrom(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((known) => known === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  return level;
}

function logFormatFrom(raw: string | undefined): LogFormat | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new Error(`LOG_FORMAT must be json or pretty, got "${raw}".`);
}
