import type { ScreensPause } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { KEYS_PER_BATCH } from '../../domain/ports/guest-typing';
import { openSimulatedInventory } from '../../hypervisor/simulated/inventory';
import { createSimulatedHypervisor, type SimulatedHypervisor } from '../../hypervisor/simulated/simulated-hypervisor';
import { openStorage } from '../../storage/open-storage';
import { createTypingService, SCREENS_PAUSED_REFUSAL, ScreensPausedError, type TypingLab } from './typing-service';

const lab: TypingLab = { labId: 'class-1/alice@example.com', trainingClass: { id: 'class-1', courseId: 'course-1' } };

let hypervisor: SimulatedHypervisor;
let close: () => Promise<void>;
let paused = false;
let resume: () => void = () => undefined;

const service = () =>
  createTypingService({
    hypervisor,
    pauses: { stateOf: async (): Promise<ScreensPause> => ({ paused, pausedAt: null, pausedBy: null }) },
    untilResumed: (_classId: string, signal?: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        resume = resolve;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    layoutOf: async () => 'us',
  });

async function runningMachine(): Promise<string> {
  const template = (await hypervisor.templateFolders())[0]?.vms[0];
  if (!template) throw new Error('The simulator has no template.');
  const { vm } = await hypervisor.cloneTemplate(lab.labId, template);
  await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
  return vm;
}

beforeAll(async () => {
  const { storage, database } = await openStorage({ dataDir: 'memory://' });
  hypervisor = await createSimulatedHypervisor({ inventory: await openSimulatedInventory(database), speed: 0 });
  close = async () => {
    await hypervisor.close();
    await storage.close();
  };
});

afterAll(() => close());

describe("the class's pause", () => {
  it('holds a typing between two batches: no key is sent until the pause ends, then the rest', async () => {
    paused = false;
    const vm = await runningMachine();
    const text = 'a'.repeat(2 * KEYS_PER_BATCH + 50);
    const told: string[] = [];
    let held: () => void = () => undefined;
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const checked = await service().check(lab, vm, { text }, 'hold');
    const typing = checked.run({
      listener: {
        progress: (typed, characters) => {
          // The instructor pauses the class once the first batch is in.
          if (told.length === 0) paused = true;
          told.push(`${typed}/${characters}`);
        },
        held: (message) => {
          told.push(message);
          held();
        },
        resumed: () => told.push('resumed'),
      },
    });
    await isHeld;
    expect(await hypervisor.outside.typedText(vm)).toBe('a'.repeat(KEYS_PER_BATCH));
    expect(told).toEqual([`${KEYS_PER_BATCH}/${text.length}`, SCREENS_PAUSED_REFUSAL]);
    paused = false;
    resume();
    expect(await typing).toMatchObject({ charactersTyped: text.length, layout: 'us' });
    expect(await hypervisor.outside.typedText(vm)).toBe(text);
    expect(told.slice(2)).toEqual(['resumed', `${2 * KEYS_PER_BATCH}/${text.length}`, `${text.length}/${text.length}`]);
  });

  it('refuses a plain typing begun during the pause (423), before any key', async () => {
    paused = true;
    const vm = await runningMachine();
    await expect(service().check(lab, vm, { text: 'a' }, 'refuse')).rejects.toBeInstanceOf(ScreensPausedError);
    expect(await hypervisor.outside.typedText(vm)).toBe('');
  });

  it('holds a streamed typing begun during the pause before its first key', async () => {
    paused = true;
    const vm = await runningMachine();
    const checked = await service().check(lab, vm, { text: 'held' }, 'hold');
    let held: () => void = () => undefined;
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const typing = checked.run({ listener: { held } });
    await isHeld;
    expect(await hypervisor.outside.typedText(vm)).toBe('');
    paused = false;
    resume();
    await typing;
    expect(await hypervisor.outside.typedText(vm)).toBe('held');
  });

  it("lets the instructor in control type during the pause, as their console's keys pass", async () => {
    paused = true;
    const vm = await runningMachine();
    const told: string[] = [];
    const checked = await service().check(lab, vm, { text: 'shown' }, 'ignore');
    await checked.run({ listener: { held: (message) => told.push(message) } });
    expect(told).toEqual([]);
    expect(await hypervisor.outside.typedText(vm)).toBe('shown');
  });
});

it('is cancelled while held: no key is sent after its signal aborts', async () => {
  paused = true;
  const vm = await runningMachine();
  const left = new AbortController();
  const checked = await service().check(lab, vm, { text: 'never' }, 'hold');
  const typing = checked.run({ signal: left.signal, listener: { held: () => left.abort() } });
  await expect(typing).rejects.toMatchObject({ name: 'AbortError' });
  paused = false;
  resume();
  expect(await hypervisor.outside.typedText(vm)).toBe('');
});
