import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type ListeningGateway, listeningGateway, PORTAL } from '../../console/testing/listening-gateway';
import type { ConsoleMachine } from '../../domain/ports/console';
import type { Hypervisor, TemplateMachine } from '../../domain/ports/hypervisor';
import type { MachineConsoles } from '../../domain/ports/machine-consoles';
import { ScreenClient } from './screen-client';

/** A hypervisor of the suite's own and its machines' consoles, as the composition pairs them. */
export interface ConsoleWorld {
  hypervisor: Hypervisor;
  consoles: MachineConsoles;
  dispose(): Promise<void>;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What every MachineConsoles adapter does behind the console gateway, whatever shows the screens: run it with a
 * factory of fresh worlds (the simulator; a vSphere adapter over vcsim). The gateway is wired as the composition
 * wires it: told of the hypervisor's changes, and asking it whether a ticket's machine is still on.
 */
export function describeConsoleContract(name: string, createWorld: () => Promise<ConsoleWorld>): void {
  describe(`${name}: the MachineConsoles port behind the console gateway`, () => {
    let world: ConsoleWorld;
    let gateway: ListeningGateway;
    let template: TemplateMachine;
    let labCount = 0;
    const pausedClasses = new Set<string>();
    const clients: ScreenClient[] = [];

    beforeAll(async () => {
      world = await createWorld();
      gateway = await listeningGateway({
        machineConsoles: world.consoles,
        allowedOrigins: [PORTAL],
        logger: { info: () => undefined, error: () => undefined },
        machines: world.hypervisor,
        pauses: { hold: async () => () => undefined, isPaused: (classId) => pausedClasses.has(classId) },
      });
      world.hypervisor.subscribe(gateway.service.machineChanged);
      const [first] = (await world.hypervisor.templateFolders()).flatMap((folder) => folder.vms);
      if (!first) throw new Error('The catalog has no template.');
      template = first;
    });

    afterAll(async () => {
      for (const client of clients.splice(0)) client.close();
      await gateway?.close();
      await world?.dispose();
    });

    /** A powered-on machine in a lab of its own, in class `contract-class-<n>`. */
    async function runningMachine(): Promise<ConsoleMachine> {
      labCount += 1;
      const clone = await world.hypervisor.cloneTemplate(`contract-class-${labCount}/student`, template);
      await world.hypervisor.runOperation(clone.vm, 'power-on', 'POWERED_OFF');
      return { vm: clone.vm, name: clone.name, labId: clone.labId };
    }

    async function open(machine: ConsoleMachine): Promise<ScreenClient> {
      const client = await ScreenClient.open(gateway.addressOf(await gateway.service.issueTicket(machine)));
      clients.push(client);
      return client;
    }

    /** A console past its handshake, and the screen it shows. */
    async function connected(machine: ConsoleMachine) {
      const client = await open(machine);
      const init = await client.handshake();
      return { client, init, screen: await client.fullScreen() };
    }

    it('issues a ticket that opens once', async () => {
      const machine = await runningMachine();
      const ticket = await gateway.service.issueTicket(machine);
      expect(ticket.expiresAt.getTime()).toBeGreaterThan(Date.now());
      clients.push(await ScreenClient.open(gateway.addressOf(ticket)));
      await expect(ScreenClient.open(gateway.addressOf(ticket))).rejects.toThrow('HTTP 403');
    });

    it("shows the machine's screen, named after it, and a student's key reaches it", async () => {
      const machine = await runningMachine();
      const { client, init, screen } = await connected(machine);
      expect(init).toMatchObject({ name: machine.name, width: expect.any(Number), height: expect.any(Number) });
      expect(screen.length).toBe(init.width * init.height * 4);
      expect((await client.typeAndLook()).equals(screen)).toBe(false);
    });

    it("holds input while the class's screens are paused, and passes it once they resume", async () => {
      const machine = await runningMachine();
      const { client, screen } = await connected(machine);
      const classId = machine.labId.split('/')[0] ?? '';
      pausedClasses.add(classId);
      expect((await client.typeAndLook()).equals(screen)).toBe(true);
      pausedClasses.delete(classId);
      expect((await client.typeAndLook()).equals(screen)).toBe(false);
    });

    it('holds the input of an instructor who only watches; an instructor in control types', async () => {
      const machine = await runningMachine();
      const watching = await connected({ ...machine, watcher: { name: 'Ada', mode: 'view' } });
      expect((await watching.client.typeAndLook()).equals(watching.screen)).toBe(true);
      const controlling = await connected({ ...machine, watcher: { name: 'Ada', mode: 'control' } });
      expect((await controlling.client.typeAndLook()).equals(controlling.screen)).toBe(false);
    });

    it('closes a console whose input it cannot read, and the machine hears none of that message', async () => {
      const machine = await runningMachine();
      const bystander = await connected(machine);
      const { client } = await connected(machine);
      // A key, then a byte no RFB client message begins with, in one message.
      client.send(Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61, 200]));
      expect(await client.closed).toBe(1002);
      expect((await bystander.client.fullScreen()).equals(bystander.screen)).toBe(true);
    });

    it('closes the console when the machine powers off, and a ticket issued before no longer opens', async () => {
      const machine = await runningMachine();
      const { client } = await connected(machine);
      const unused = await gateway.service.issueTicket(machine);
      await world.hypervisor.runOperation(machine.vm, 'power-off', 'POWERED_ON');
      // The host may end its console before the gateway hears of the change (1000), or after (1001).
      expect([1000, 1001]).toContain(await client.closed);
      await expect(ScreenClient.open(gateway.addressOf(unused))).rejects.toThrow('HTTP 403');
    });

    it('answers a screenshot as a PNG of the screen, which follows what is typed', async () => {
      const machine = await runningMachine();
      const { client, init } = await connected(machine);
      const before = Buffer.from(await gateway.service.screenshot(machine));
      expect([...before.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(before.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect({ width: before.readUInt32BE(16), height: before.readUInt32BE(20) }).toEqual({
        width: init.width,
        height: init.height,
      });
      await client.typeAndLook();
      expect(Buffer.from(await gateway.service.screenshot(machine)).equals(before)).toBe(false);
    });
  });
}
