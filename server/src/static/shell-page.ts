import { type RemoteReleases, type RuntimeConfig, STARTUP_CONFIG_ELEMENT_ID } from '@academy/api';
import { escapeHtml } from '../html/escape-html';
import type { Preload } from './route-preloads';

/** JSON that cannot end its script element early: every '<' becomes \u003c, which JSON.parse reads back as '<'. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function preloadLink({ href, as, integrity }: Preload): string {
  // A fetch() preload is always a CORS request, and the federation runtime loads a remote's scripts, and the
  // stylesheets it knows a hash of, with crossorigin="anonymous": the preload must ask the same way, with the same
  // integrity, or the browser fetches the file a second time.
  const crossOrigin = as === 'style' && !integrity ? '' : ' crossorigin="anonymous"';
  const integrityAttribute = integrity ? ` integrity="${escapeHtml(integrity)}"` : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin}${integrityAttribute}>`;
}

/**
 * The shell's index.html as sent: the runtime configuration and the remote releases inline (a data block, not a
 * script, so the Content-Security-Policy still allows no inline script), and preload links for the route's remote,
 * so nothing waits for the shell's scripts to ask for it.
 */
export function renderShellPage(
  indexHtml: string,
  startup: { runtime: RuntimeConfig; remotes: RemoteReleases },
  preloads: Preload[],
): string {
  const head = [
    `<script type="application/json" id="${STARTUP_CONFIG_ELEMENT_ID}">${scriptSafeJson(startup)}</script>`,
    ...preloads.map(preloadLink),
  ].join('');
  return indexHtml.replace('</head>', `${head}</head>`);
}
