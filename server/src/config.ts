import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOGIN_DOMAIN, REMOTE_LOAD_TIMEOUT_MS, REMOTE_NAMES, type RemoteName } from '@academy/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything the server reads from its environment, with the embedded defaults of `pnpm start`. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Public origin of this server, used in tickets and the identity provider's issuer. */
  publicOrigin: string;
  shellDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** Manifest URL per remote; a remote deployed elsewhere is pointed at with REMOTE_URL_<NAME>. */
  remoteUrls: Record<RemoteName, string>;
  remoteLoadTimeoutMs: number;
  loginDomain: string;
  apiBaseUrl: string;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const remoteDirs = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name, 'dist')]),
  ) as Record<RemoteName, string>;
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[`REMOTE_URL_${name.toUpperCase()}`] ?? `/remotes/${name}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  return {
    port,
    host,
    publicOrigin,
    shellDir: path.join(repoRoot, 'shell', 'dist'),
    remoteDirs,
    remoteUrls,
    remoteLoadTimeoutMs: Number(env.REMOTE_LOAD_TIMEOUT_MS ?? REMOTE_LOAD_TIMEOUT_MS),
    loginDomain: env.LOGIN_DOMAIN ?? DEFAULT_LOGIN_DOMAIN,
    apiBaseUrl: env.API_BASE_URL ?? '',
  };
}
