import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Every remote load gives up after `timeoutMs` (spec §9: 120 s): the manifest fetch has no time-out of
 * its own and the entry script's default is 20 s, so both are set here. A remote's own chunks use
 * rspack's chunkLoadTimeout in that remote's build.
 */
export function loadTimeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-load-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
