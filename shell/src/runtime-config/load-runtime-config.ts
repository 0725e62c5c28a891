import { type RemoteReleases, type RuntimeConfig, STARTUP_CONFIG_ELEMENT_ID } from '@academy/api';

async function fetchJson<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Deployment settings and remote locations, read at start-up so one build serves every academy. */
export interface StartupConfig {
  runtime: RuntimeConfig;
  remotes: RemoteReleases;
}

const STARTUP_TIMEOUT_MS = 30_000;

/** The configuration the server put in the page itself, if it did (a page from a plain file server has none). */
function inlineStartupConfig(): StartupConfig | null {
  const block = document.getElementById(STARTUP_CONFIG_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    const parsed = JSON.parse(block.textContent) as Partial<StartupConfig>;
    return parsed.runtime && parsed.remotes ? { runtime: parsed.runtime, remotes: parsed.remotes } : null;
  } catch {
    return null;
  }
}

export async function loadStartupConfig(): Promise<StartupConfig> {
  const inline = inlineStartupConfig();
  if (inline) return inline;
  const [runtime, remotes] = await Promise.all([
    fetchJson<RuntimeConfig>('/config.json', STARTUP_TIMEOUT_MS),
    fetchJson<RemoteReleases>('/remotes.json', STARTUP_TIMEOUT_MS),
  ]);
  return { runtime, remotes };
}
