import type { RemoteManifest, RuntimeConfig } from '@academy/contracts';

async function fetchJson<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Deployment settings and remote locations, read at start-up so one build serves every academy. */
export interface StartupConfig {
  runtime: RuntimeConfig;
  remotes: RemoteManifest;
}

const STARTUP_TIMEOUT_MS = 30_000;

export async function loadStartupConfig(): Promise<StartupConfig> {
  const [runtime, remotes] = await Promise.all([
    fetchJson<RuntimeConfig>('/config.json', STARTUP_TIMEOUT_MS),
    fetchJson<RemoteManifest>('/remotes.json', STARTUP_TIMEOUT_MS),
  ]);
  return { runtime, remotes };
}
