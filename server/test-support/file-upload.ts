import { createHash } from 'node:crypto';
import http from 'node:http';
import { type Auth, authorization } from './test-server';

export interface UploadAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * POST of a file's raw bytes to `path` as a browser's upload sends it: Content-Length `announced` (the bytes' length
 * unless said; null for none, chunked), the bytes written in 64 KiB chunks. `beforeRest`, when given, is awaited
 * once `holdAt` bytes are written; answering 'leave' drops the connection there, as a student who closes the tab.
 */
export function upload(
  url: string,
  path: string,
  options: {
    auth: Auth;
    bytes: Uint8Array;
    announced?: number | null;
    holdAt?: number;
    beforeRest?: () => Promise<'go-on' | 'leave'>;
  },
): Promise<UploadAnswer | 'left'> {
  const { auth, bytes, announced = bytes.length } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, url), {
      method: 'POST',
      headers: {
        authorization: authorization(auth),
        'content-type': 'application/octet-stream',
        ...(announced === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(announced) }),
      },
    });
    let left = false;
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text === '' ? {} : JSON.parse(text) });
      });
    });
    request.on('error', (error) => (left ? resolve('left') : reject(error)));
    void (async () => {
      for (let at = 0; at <= bytes.length; at += 64 * 1024) {
        if (at >= (options.holdAt ?? bytes.length) && options.beforeRest) {
          if ((await options.beforeRest()) === 'leave') {
            left = true;
            request.destroy();
            resolve('left');
            return;
          }
          // Asked again only if it moved the hold further on (a sender that dribbles its bytes).
          if ((options.holdAt ?? 0) <= at) options.beforeRest = undefined;
        }
        const chunk = bytes.subarray(at, Math.min(at + 64 * 1024, bytes.length));
        if (chunk.length === 0) break;
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
      }
      request.end();
    })().catch(reject);
  });
}
