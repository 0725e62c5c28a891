import { describe, expect, it } from '@rstest/core';
import { createMachineChangeHub } from './machine-change-hub';

describe('machine change hub', () => {
  it('tells every listener of each change, in the order they subscribed, from the first change after subscribing', () => {
    const hub = createMachineChangeHub();
    const heard: string[] = [];
    const machine = { vm: 'vm-1', labId: 'class-1:student1@academy.test' };
    hub.publish(machine, 'POWERED_OFF');
    hub.subscribe((changed, state) => heard.push(`console ${changed.vm} ${state}`));
    hub.subscribe((changed, state) => heard.push(`monitor ${changed.vm} ${state}`));
    hub.publish(machine, 'DELETED');
    expect(heard).toEqual(['console vm-1 DELETED', 'monitor vm-1 DELETED']);
  });

  it('tells a listener nothing more once it unsubscribed', () => {
    const hub = createMachineChangeHub();
    const heard: string[] = [];
    const machine = { vm: 'vm-1', labId: 'class-1:student1@academy.test' };
    const unsubscribe = hub.subscribe((_changed, state) => heard.push(state));
    hub.publish(machine, 'POWERED_ON');
    unsubscribe();
    hub.publish(machine, 'POWERED_OFF');
    expect(heard).toEqual(['POWERED_ON']);
  });
});
