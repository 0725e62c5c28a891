import type { KeyboardLayout } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { encodeText } from '../../domain/keyboard/layout-codec';
import { GuestScriptError } from '../../domain/ports/guest-scripts';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { openStorage } from '../../storage/open-storage';
import { openSimulatedInventory } from './inventory';
import { createSimulatedHypervisor, type SimulatedHypervisor } from './simulated-hypervisor';

const TEXT = 'admin@dc01 # C:\\Temp | 5 € ~ {x} ä ß é\nGet-Service | ? Status\n';
/** What each layout types of it: FR has no ß. */
const TEXT_OF = { de: TEXT, fr: TEXT.replace('ß ', '') } satisfies Partial<Record<KeyboardLayout, string>>;

describe('typing into a simulated guest', () => {
  let hypervisor: SimulatedHypervisor;
  let close: () => Promise<void>;
  let labs = 0;

  beforeAll(async () => {
    const { storage, database } = await openStorage({ dataDir: 'memory://' });
    hypervisor = await createSimulatedHypervisor({ inventory: await openSimulatedInventory(database), speed: 0.01 });
    close = async () => {
      await hypervisor.close();
      await storage.close();
    };
  });
  afterAll(() => close());

  async function machine(on = true) {
    labs += 1;
    const template = (await hypervisor.templateFolders())[0]?.vms[0];
    if (!template) throw new Error('The simulator has no template.');
    const clone = await hypervisor.cloneTemplate(`typing/student-${labs}`, template);
    if (on) await hypervisor.runOperation(clone.vm, 'power-on', 'POWERED_OFF');
    return clone;
  }

  function keysOf(layout: KeyboardLayout, text: string) {
    const encoded = encodeText(layout, text);
    if (!encoded.ok) throw new Error(`untypable: ${encoded.untypable.join(' ')}`);
    return encoded.strokes;
  }

  it.each(Object.entries(TEXT_OF))('a %s guest reads back the text typed in its layout', async (name, text) => {
    const layout = name as keyof typeof TEXT_OF;
    const clone = await machine();
    const system = hypervisor.guests.of(clone);
    system.setKeyboardLayout(layout);
    const keys = keysOf(layout, text);
    const result = await hypervisor.typeInGuest?.(clone.vm, { keys });
    expect(result?.keysSent).toBe(keys.length);
    expect(system.typedText).toBe(text);
  });

  it('keys made for a US keyboard arrive wrong in a UK guest, as the trap says', async () => {
    const clone = await machine();
    const system = hypervisor.guests.of(clone);
    system.setKeyboardLayout('uk');
    await hypervisor.typeInGuest?.(clone.vm, { keys: keysOf('us', '@') });
    expect(system.typedText).toBe('"');
  });

  it('refuses a machine that is off, and one that is gone', async () => {
    const off = await machine(false);
    const error = await hypervisor.typeInGuest?.(off.vm, { keys: keysOf('us', 'a') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuestScriptError);
    expect(error).toMatchObject({ failure: 'machine-off' });
    expect(hypervisor.guests.of(off).typedText).toBe('');
    const gone = await hypervisor.typeInGuest?.('vm-none', { keys: [] }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(HypervisorError);
    expect(gone).toMatchObject({ failure: 'not-found' });
  });

  it('stops between batches when cancelled', async () => {
    const clone = await machine();
    const cancel = new AbortController();
    cancel.abort();
    const typing = hypervisor.typeInGuest?.(clone.vm, { keys: keysOf('us', 'abc'), signal: cancel.signal });
    await expect(typing).rejects.toMatchObject({ name: 'AbortError' });
    expect(hypervisor.guests.of(clone).typedText).toBe('');
  });
});
