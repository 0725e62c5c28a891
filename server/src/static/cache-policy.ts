import type { ServerResponse } from 'node:http';
import path from 'node:path';

// Rsbuild names built assets `name.<contenthash>.ext`: such a file never changes, so it may be cached for a year.
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's precompressed copy of a file (`x.js.br`) is cached as the file itself. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Hashed assets are immutable; entry points (index.html, remoteEntry.js, manifests) must be revalidated. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const isHashed = HASHED_FILE.test(path.basename(filePath).replace(PRECOMPRESSED, ''));
  res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
