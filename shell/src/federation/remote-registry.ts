import { federationNameOf, REMOTE_NAMES, type RemoteName, type RemoteReleases } from '@academy/api';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { filesRetried, remoteLoaderPlugin } from './remote-loader-plugin';
import { checkRemoteRelease, manifestUrlOf, setRemoteReleases } from './remote-releases';

/** The release of a remote that passed its check on this page, for the page area's mark. */
export { checkedVersionOf } from './remote-releases';

/** An exposed page, named `<remote>/<Page>` as in each remote's module-federation.config.ts. */
export type RemotePageId = `${RemoteName}/${string}`;

let loadTimeoutMs = 0;

function entriesOf(names: readonly RemoteName[]) {
  // Pages are loaded as `lab/LoginPage`: the alias maps that to the remote's federation name.
  return names.map((name) => ({ name: federationNameOf(name), alias: name, entry: manifestUrlOf(name) }));
}

/** Tells the federation runtime where each remote's release lives; nothing is fetched until a route needs it. */
export function registerRemoteReleases(releases: RemoteReleases, timeoutMs: number): void {
  setRemoteReleases(releases);
  loadTimeoutMs = timeoutMs;
  registerPlugins([remoteLoaderPlugin(timeoutMs)]);
  registerRemotes(entriesOf(REMOTE_NAMES));
}

export function remoteOf(id: RemotePageId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Loads an exposed page, once its remote's release is known to fit this shell (RemoteVersionSkewError otherwise).
 * A retry first re-registers the remote: the runtime would otherwise keep its failed entry load and fail again
 * without asking the network.
 */
export async function loadRemotePage(id: RemotePageId, isRetry: boolean): Promise<{ default: ComponentType }> {
  const remote = remoteOf(id);
  await checkRemoteRelease(remote, loadTimeoutMs);
  if (isRetry) {
    filesRetried();
    registerRemotes(entriesOf([remote]), { force: true });
  }
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`${id} exposes no page component`);
  return module;
}
