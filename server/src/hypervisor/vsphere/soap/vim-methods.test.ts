import { describe, expect, it } from '@rstest/core';
import { MoRef } from './soap-envelope';
import { createVimClient, type VimClient } from './vim-client';

/**
 * Calls the method table refuses: each line must fail the typecheck (`tsc -b`, npm test's first phase), or its
 * `@ts-expect-error` itself fails it. They are made against a vCenter that is not there, so nothing is sent.
 */
function wrongCalls(client: VimClient, vm: MoRef) {
  return [
    // @ts-expect-error FindChild looks in an entity: the entity is missing.
    client.invoke('FindChild', vm, { name: 'DC01' }),
    // @ts-expect-error CreateFolder takes a name, not a path.
    client.invoke('CreateFolder', vm, { path: '/DC0/vm/Labs/class' }),
    // @ts-expect-error AcquireTicket is asked for WebMKS tickets only.
    client.invoke('AcquireTicket', vm, { ticketType: 'mks' }),
    // @ts-expect-error PowerOnVM_Task takes nothing here (no host is chosen for vCenter).
    client.invoke('PowerOnVM_Task', vm, { host: vm }),
    // @ts-expect-error No such method: the table names each one the adapter calls.
    client.invoke('PowerOnVM', vm, {}),
  ];
}

describe('the vim25 method table', () => {
  it('refuses to compile a call with an argument its method does not take, or a method it does not list', async () => {
    const nowhere = createVimClient({ url: 'http://127.0.0.1:9/sdk', username: 'portal', password: 'secret' });
    const outcomes = await Promise.allSettled(wrongCalls(nowhere, new MoRef('VirtualMachine', 'vm-1')));
    expect(outcomes.map(({ status }) => status)).toEqual(Array(5).fill('rejected'));
    await nowhere.close();
  });
});
