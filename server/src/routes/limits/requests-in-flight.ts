import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { credentialKey, isStudentCall } from './credential-key';
import { refuse } from './refuse';

export interface InFlightLimits {
  /** Requests one connection may have waiting for their answers (a browser has one; only pipelining has more). */
  perConnection: number;
  /** Requests a student's credential may have waiting over all its connections (a page's calls, its push channel, power commands). */
  perStudent: number;
  /** Requests any other credential may have waiting (an instructor's monitor reads every machine's screenshot at once). */
  perCredential: number;
}

export interface RequestBounds {
  /** Wraps the HTTP server's request listener: counts each request in flight, before Express sees it. */
  listener(next: RequestListener): RequestListener;
  /** Express middleware, right after the request log: answers 429 to a request over a bound. */
  refuseOverBounds: RequestHandler;
}

type Refusal = 'connection' | 'student' | 'credential';

/**
 * When the connection closes, Node aborts each request still unanswered on it with an error whose stack it formats
 * at once (source-mapped, under tsx): thousands pipelined would cost a second. Their stacks say nothing, so none is
 * captured while Node's own close listener runs (both listeners run synchronously, around it).
 */
function abortQuietly(socket: Socket): void {
  let limit = Error.stackTraceLimit;
  socket.prependOnceListener('close', () => {
    limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
  });
  socket.once('close', () => {
    Error.stackTraceLimit = limit;
  });
}

/**
 * Bounds on requests waiting for their answers, per connection and per credential. The request over a bound gets a
 * 429 and its connection is closed after it: the calls pipelined behind it are dropped unread (a client may send
 * them again on a new connection), so thousands pipelined cost the server a few requests' work and other clients'
 * calls wait for none of it. A request counts from its arrival until its answer is written or its connection closes.
 */
export function createRequestBounds(limits: InFlightLimits): RequestBounds {
  const perConnection = new WeakMap<Socket, number>();
  const perCredential = new Map<string, number>();
  const closing = new WeakSet<Socket>();
  const refusals = new WeakMap<IncomingMessage, Refusal>();

  function countUntilAnswered(req: IncomingMessage, res: ServerResponse, key: string | undefined): void {
    const { socket } = req;
    perConnection.set(socket, (perConnection.get(socket) ?? 0) + 1);
    if (key !== undefined) perCredential.set(key, (perCredential.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      socket.off('close', release);
      perConnection.set(socket, (perConnection.get(socket) ?? 1) - 1);
      if (key === undefined) return;
      const left = (perCredential.get(key) ?? 1) - 1;
      if (left > 0) perCredential.set(key, left);
      else perCredential.delete(key);
    };
    res.once('close', release);
    // A pipelined answer still queued when its connection closes never emits its own 'close'.
    socket.once('close', release);
  }

  return {
    listener(next) {
      return (req, res) => {
        const { socket } = req;
        // Pipelined behind a refusal that closes the connection: never answered.
        if (closing.has(socket)) return;
        const { authorization } = req.headers;
        const key = credentialKey(authorization);
        const bound = isStudentCall(authorization) ? limits.perStudent : limits.perCredential;
        let refusal: Refusal | undefined;
        if ((perConnection.get(socket) ?? 0) >= limits.perConnection) refusal = 'connection';
        else if (key !== undefined && (perCredential.get(key) ?? 0) >= bound) {
          refusal = isStudentCall(authorization) ? 'student' : 'credential';
        }
        if (refusal !== undefined) {
          // Read no more of this connection: what is buffered behind this request is dropped with it.
          closing.add(socket);
          socket.pause();
          abortQuietly(socket);
          refusals.set(req, refusal);
          next(req, res);
          return;
        }
        countUntilAnswered(req, res, key);
        next(req, res);
      };
    },

    refuseOverBounds(req, res, next) {
      const refusal = refusals.get(req);
      if (refusal === undefined) return next();
      res.setHeader('Connection', 'close');
      if (refusal === 'connection') {
        refuse(
          res,
          1,
          `Too many requests on one connection: at most ${limits.perConnection} may wait for their answers at once. ` +
            'The connection is closed; the calls sent after this one were not read.',
        );
        return;
      }
      const bound = refusal === 'student' ? limits.perStudent : limits.perCredential;
      refuse(
        res,
        1,
        `Too many requests with one credential: at most ${bound} may wait for their answers at once. ` +
          'The connection is closed; the calls sent after this one were not read.',
      );
    },
  };
}
