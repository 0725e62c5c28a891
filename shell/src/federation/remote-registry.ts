import { federationNameOf, REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@academy/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadTimeoutPlugin } from './load-timeout-plugin';

/** An exposed page, named `<remote>/<Page>` as in each remote's module-federation.config.ts. */
export type RemotePageId = `${RemoteName}/${string}`;

let manifest: RemoteManifest | null = null;

function entriesOf(names: readonly RemoteName[]) {
  if (!manifest) throw new Error('Remotes are not registered yet');
  const known = manifest;
  // Pages are loaded as `lab/LoginPage`: the alias maps that to the remote's federation name.
  return names.map((name) => ({
    name: federationNameOf(name),
    alias: name,
    entry: new URL(known[name], window.location.origin).href,
  }));
}

/** Tells the federation runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerRemotesFromManifest(remotes: RemoteManifest, timeoutMs: number): void {
  manifest = remotes;
  registerPlugins([loadTimeoutPlugin(timeoutMs)]);
  registerRemotes(entriesOf(REMOTE_NAMES));
}

/**
 * Loads an exposed page. A retry first re-registers the remote: the runtime would otherwise keep
 * its failed entry load and fail again without asking the network.
 */
export async function loadRemotePage(id: RemotePageId, isRetry: boolean): Promise<{ default: ComponentType }> {
  if (isRetry) registerRemotes(entriesOf([id.split('/')[0] as RemoteName]), { force: true });
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`${id} exposes no page component`);
  return module;
}
