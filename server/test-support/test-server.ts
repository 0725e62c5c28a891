import { readServerConfig, type ServerConfig } from '../src/config';
import type { Logger } from '../src/domain/ports/logger';
import { createPinoLogger } from '../src/observability/pino-logger';
import { type RunningServer, startServer } from '../src/server';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import { freePort } from './throwaway-postgres.mjs';

/** Test support (not used by the running server): a real server on a free port with a throwaway database. */

export { freePort };

export type Auth = { basic: { username: string; passphrase: string } } | { bearer: string } | { header: string };

export interface CallOptions {
  auth?: Auth;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  config: ServerConfig;
  /** Errors the server logged: an API test expects none (a 500 would log one). */
  errors: string[];
  /** Every line of the server's structured log (LOG_LEVEL applies), as written. */
  logLines: string[];
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** A bearer token from POST /__test__/instructor-token. */
  instructorToken(): Promise<string>;
  classes(): Promise<TestClassView[]>;
  close(): Promise<void>;
}

export function basicAuth(username: string, passphrase: string): Auth {
  return { basic: { username, passphrase } };
}

/** The Authorization header of a test call's credential. */
export function authorization(auth: Auth): string {
  if ('header' in auth) return auth.header;
  if ('bearer' in auth) return `Bearer ${auth.bearer}`;
  return `Basic ${Buffer.from(`${auth.basic.username}:${auth.basic.passphrase}`).toString('base64')}`;
}

export async function callServer<T>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth) headers.authorization = authorization(options.auth);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, signal: options.signal });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The tests' key for guest passwords (32 bytes in base64). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * Starts the whole server (memory database, fast hypervisor, test hooks on, scheduler only on demand).
 * `env` overrides any variable; pass DATA_DIR for a database that outlives the server.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const config = readServerConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    HYPERVISOR_SPEED: '0.005',
    ENABLE_TEST_HOOKS: '1',
    LOGIN_MAX_FAILURES: '1000',
    // API tests make a student's calls back to back: the call rate's own tests set it.
    STUDENT_CALLS_PER_SECOND: '1000',
    // Ticks come from class changes and POST /__test__/clock only, so tests decide when time moves.
    SCHEDULER_INTERVAL_MS: '3600000',
    // Moving the clock by hours would suspend every lab: the idle suspend's own tests turn it on.
    IDLE_SUSPEND_MINUTES: '0',
    // One key for every test server: instances on one PostgreSQL database must share theirs.
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  });
  const errors: string[] = [];
  const logLines: string[] = [];
  const structured = createPinoLogger({
    level: config.logLevel,
    format: 'json',
    instance: config.instanceName,
    destination: { write: (line) => logLines.push(line) },
  });
  const logger: Logger = {
    info: structured.info,
    error: (message, error, fields) => {
      structured.error(message, error, fields);
      errors.push(`${message}: ${error instanceof Error ? error.stack : String(error)}`);
      console.error(message, error);
    },
  };
  const running: RunningServer = await startServer(config, logger);
  const call = <T>(method: string, path: string, options?: CallOptions) =>
    callServer<T>(running.url, method, path, options);
  return {
    url: running.url,
    config,
    errors,
    logLines,
    call,
    async instructorToken() {
      const { body } = await call<{ accessToken: string }>('POST', '/__test__/instructor-token');
      return body.accessToken;
    },
    async classes() {
      return (await call<TestClassView[]>('GET', '/__test__/classes')).body;
    },
    close: () => running.close(),
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
