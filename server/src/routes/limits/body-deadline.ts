import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A file sent into a lab machine: its body takes its sender's time, as long as bytes keep coming. */
const STREAMED_UPLOAD = /^\/api\/training-class\/vm\/[^/?]+\/files(\?|$)/;

function drop(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  if (!res.headersSent) res.writeHead(408, { connection: 'close' }).end();
  req.socket.destroy();
}

/**
 * The time a request's body may take, as Node's requestTimeout kept it for every request: `ms` from its arrival to
 * its last byte, or the connection is dropped (408). A file sent into a lab machine may take longer (a 100 MB file
 * over a student's link) as long as it never stalls: it is dropped only after `ms` without a byte.
 */
export function withBodyDeadline(listener: RequestListener, ms: number): RequestListener {
  return (req, res) => {
    if (!req.complete) {
      if (req.method === 'POST' && STREAMED_UPLOAD.test(req.url ?? '')) {
        // The socket's own idle time-out: nothing reads the body here, so none of it is lost.
        const stalled = () => drop(req, res);
        req.socket.setTimeout(ms, stalled);
        const done = () => {
          req.socket.off('timeout', stalled);
          req.socket.setTimeout(0);
        };
        req.once('end', done);
        res.once('close', done);
      } else {
        const timer = setTimeout(() => drop(req, res), ms);
        const done = () => clearTimeout(timer);
        req.once('end', done);
        res.once('close', done);
      }
    }
    listener(req, res);
  };
}
