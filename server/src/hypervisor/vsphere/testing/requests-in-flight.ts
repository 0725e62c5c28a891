import diagnosticsChannel from 'node:diagnostics_channel';

const SENT = 'undici:request:bodySent';
const ANSWERED = 'undici:request:headers';
const FAILED = 'undici:request:error';

/**
 * The SOAP requests calling `method` that were written whole to a connection and have no answer yet (undici's
 * diagnostics channels): a test that must cut vCenter off while such a call waits on vCenter waits for one.
 */
export function requestsInFlight(method: string) {
  const waiting = new Set<unknown>();
  const onSent = (message: unknown) => {
    const request = (message as { request?: { body?: unknown } }).request;
    if (Buffer.isBuffer(request?.body) && request.body.includes(`<${method} `)) waiting.add(request);
  };
  const onEnded = (message: unknown) => {
    waiting.delete((message as { request?: unknown }).request);
  };
  diagnosticsChannel.subscribe(SENT, onSent);
  diagnosticsChannel.subscribe(ANSWERED, onEnded);
  diagnosticsChannel.subscribe(FAILED, onEnded);
  return {
    count: () => waiting.size,
    stop: () => {
      diagnosticsChannel.unsubscribe(SENT, onSent);
      diagnosticsChannel.unsubscribe(ANSWERED, onEnded);
      diagnosticsChannel.unsubscribe(FAILED, onEnded);
    },
  };
}
