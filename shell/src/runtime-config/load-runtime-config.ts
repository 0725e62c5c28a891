import { type Check, isRemoteReleases, isRuntimeConfig, objectOf, parseAnswer } from '@academy/contract-checks';
import { type RemoteReleases, type RuntimeConfig, STARTUP_CONFIG_ELEMENT_ID } from '@academy/contracts';

/** Deployment settings and remote locations, read at start-up so one build serves every academy. */
export interface StartupConfig {
  runtime: RuntimeConfig;
  remotes: RemoteReleases;
}

const isStartupConfig = objectOf<StartupConfig>({ runtime: isRuntimeConfig, remotes: isRemoteReleases });

const STARTUP_TIMEOUT_MS = 30_000;

/** The file's JSON as the check's type; a failed read or any other body fails the start-up. */
async function fetchJson<T>(url: string, check: Check<T>, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseAnswer(await response.json(), check, url);
}

/**
 * The configuration the server put in the page itself, if it did (a page from a plain file server has none); a block
 * that is not one is passed over, as a missing one is, for the files.
 */
function inlineStartupConfig(): StartupConfig | null {
  const block = document.getElementById(STARTUP_CONFIG_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    return isStartupConfig(parsed) ? { runtime: parsed.runtime, remotes: parsed.remotes } : null;
  } catch {
    return null;
  }
}

export async function loadStartupConfig(): Promise<StartupConfig> {
  const inline = inlineStartupConfig();
  if (inline) return inline;
  const [runtime, remotes] = await Promise.all([
    fetchJson('/config.json', isRuntimeConfig, STARTUP_TIMEOUT_MS),
    fetchJson('/remotes.json', isRemoteReleases, STARTUP_TIMEOUT_MS),
  ]);
  return { runtime, remotes };
}
