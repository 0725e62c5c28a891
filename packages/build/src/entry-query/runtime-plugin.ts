/**
 * Bundled into every remote's remoteEntry.js: the remote's own chunks (scripts and stylesheets) are asked for with
 * the query its entry was loaded with. The shell's Retry loads the entry as `remoteEntry.js?retry=N`; without this
 * the remote's loader asked for `static/js/async/….js` under its first URL, and Chromium answered with the page's
 * failed preload of that URL (kept until a few seconds after the page's load), so Retry failed again.
 *
 * It runs while remoteEntry.js is evaluated, the one moment `document.currentScript` is the entry's script.
 */
type FileOf = (chunkId: string | number) => string;

const entry = typeof document === 'undefined' ? null : document.currentScript;
const entryQuery = entry instanceof HTMLScriptElement && entry.src ? new URL(entry.src).search : '';

if (entryQuery) {
  const scriptFileOf: FileOf = __webpack_get_script_filename__;
  __webpack_get_script_filename__ = (chunkId) => scriptFileOf(chunkId) + entryQuery;
  // The stylesheet loader's own name for its file function (rspack's CSS extract): no module variable exposes it.
  const runtime = __webpack_require__ as unknown as { miniCssF?: FileOf };
  const styleFileOf = runtime.miniCssF;
  if (styleFileOf) runtime.miniCssF = (chunkId) => styleFileOf(chunkId) + entryQuery;
}

export default function entryQueryPlugin() {
  return { name: 'academy-entry-query' };
}
