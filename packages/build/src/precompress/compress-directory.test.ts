import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { precompressDirectory } from './compress-directory';

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy of each text asset, both decompressing to the original, brotli the smaller', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    try {
      await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
      const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `machine ${i}` })))};`;
      await writeFile(path.join(dir, 'static', 'js', 'index.js'), script);
      await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
      await writeFile(path.join(dir, 'tiny.css'), 'a{b:c}');

      expect(await precompressDirectory(dir)).toBe(1);

      const br = await readFile(path.join(dir, 'static', 'js', 'index.js.br'));
      const gz = await readFile(path.join(dir, 'static', 'js', 'index.js.gz'));
      expect(brotliDecompressSync(br).toString()).toBe(script);
      expect(gunzipSync(gz).toString()).toBe(script);
      expect(br.length).toBeLessThan(gz.length);
      expect((await readdir(dir)).sort()).toEqual(['logo.png', 'static', 'tiny.css']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
