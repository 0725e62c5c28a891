import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../../test-support/throwaway-vcsim.mjs';
import { type ReachabilityProxy, startReachabilityProxy } from '../testing/reachability-proxy';
import { createVimClient, type VimClient } from './vim-client';
import { VimUnavailable } from './vim-fault';

// The SOAP client when the connections it keeps are cut while they lie in its pool (vCenter restarted, a network
// blip): the first call after the cut is written on a connection that is already gone.

let vcsim: ThrowawayVcsim;
let proxy: ReachabilityProxy;
let client: VimClient;

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({});
  proxy = await startReachabilityProxy(vcsim.url);
});

afterAll(async () => {
  await proxy?.close();
  await vcsim?.stop();
});

/** A logged-in client whose pooled connection the proxy has just cut, and the Labs folder it found before. */
async function clientAfterCut() {
  client = createVimClient({ url: proxy.url, username: 'portal', password: 'secret' });
  const { searchIndex } = await client.content();
  const labs = await client.invoke('FindByInventoryPath', searchIndex, { inventoryPath: '/DC0/vm/Labs' });
  if (!labs) throw new Error('no Labs folder');
  proxy.setReachable(false);
  proxy.setReachable(true);
  return { searchIndex, labs };
}

describe('the SOAP client after its connections were cut', () => {
  it('sends a read again on a fresh connection, and it is answered', async () => {
    try {
      const { searchIndex, labs } = await clientAfterCut();
      const calls = client.callCount();
      expect(await client.invoke('FindByInventoryPath', searchIndex, { inventoryPath: '/DC0/vm/Labs' })).toEqual(labs);
      // Sent twice: once on the cut connection, once on a fresh one.
      expect(client.callCount() - calls).toBe(2);
    } finally {
      await client.close();
    }
  });

  it('does not send twice a call that makes something: it fails as unavailable, and the next call is answered', async () => {
    try {
      const { searchIndex, labs } = await clientAfterCut();
      const calls = client.callCount();
      const made = await client
        .invoke('CreateFolder', labs, { name: 'after-the-cut' })
        .catch((error: unknown) => error);
      expect(made).toBeInstanceOf(VimUnavailable);
      expect(client.callCount() - calls).toBe(1);
      expect(await client.invoke('FindByInventoryPath', searchIndex, { inventoryPath: '/DC0/vm/Labs' })).toEqual(labs);
    } finally {
      await client.close();
    }
  });
});
