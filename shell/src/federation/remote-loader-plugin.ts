import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { cachedManifestText, integrityOf } from './remote-releases';

let retries = 0;

/**
 * After a failed load, scripts and stylesheets are asked for under a new URL: the browser would otherwise hand the
 * retry the failed answer of the page's own preload of the same file, without asking the network.
 */
export function filesRetried(): void {
  retries += 1;
}

function fileUrl(url: string): string {
  if (retries === 0) return url;
  const retried = new URL(url);
  retried.searchParams.set('retry', String(retries));
  return retried.href;
}

/**
 * How the federation runtime fetches a remote:
 * - every load gives up after `timeoutMs` (spec §7: 120 s): the manifest fetch has no time-out of its own and the
 *   entry script's default is 20 s. A remote's own chunks use rspack's chunkLoadTimeout in that remote's build;
 * - the manifest the release check already read is handed over without a second request;
 * - every script and stylesheet the manifest names carries the integrity the manifest gives it, so the browser
 *   refuses a tampered one (the remote's other chunks carry theirs in its remoteEntry.js).
 */
export function remoteLoaderPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-remote-loader',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = fileUrl(url);
      script.crossOrigin = 'anonymous';
      const integrity = integrityOf(url);
      if (integrity) script.integrity = integrity;
      return { script, timeout: timeoutMs };
    },
    createLink({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity && retries === 0) return undefined;
      // A link made here gets none of the runtime's attributes (rel included): all are set here.
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = fileUrl(url);
      if (integrity) {
        link.crossOrigin = 'anonymous';
        link.integrity = integrity;
      }
      return link;
    },
    fetch(url, init) {
      const text = cachedManifestText(url);
      if (text !== undefined)
        return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
