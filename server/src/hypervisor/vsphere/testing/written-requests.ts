import diagnosticsChannel from 'node:diagnostics_channel';

/**
 * Counts the SOAP requests calling `method` that were written whole to a connection (undici's diagnostics channel):
 * a test that must cut vCenter off while such a call is in flight waits for it to be sent, not only made.
 */
export function writtenRequests(method: string) {
  let count = 0;
  const onSent = (message: unknown) => {
    const body = (message as { request?: { body?: unknown } }).request?.body;
    if (Buffer.isBuffer(body) && body.includes(`<${method} `)) count += 1;
  };
  diagnosticsChannel.subscribe('undici:request:bodySent', onSent);
  return {
    count: () => count,
    stop: () => diagnosticsChannel.unsubscribe('undici:request:bodySent', onSent),
  };
}
