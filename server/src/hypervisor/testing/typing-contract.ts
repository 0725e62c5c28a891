import type { KeyboardLayout } from '@academy/api';
import type { SettledPowerState } from '@academy/power-rules';
import { describe, expect, it } from '@rstest/core';
import { ISSUE_41_TEXT_OF } from '../../../test-support/typing-texts';
import { encodeText } from '../../domain/keyboard/layout-codec';
import { GuestScriptError } from '../../domain/ports/guest-scripts';
import { KEYS_PER_BATCH } from '../../domain/ports/guest-typing';
import { type Hypervisor, HypervisorError } from '../../domain/ports/hypervisor';
import type { OutsideHands } from '../outside-hands';

/** What the typing cases use of the port's suite: its connection, and a machine of its own in a power state. */
export interface TypingWorld {
  hypervisor: Hypervisor;
  outside: OutsideHands;
  /** A new machine of the suite's Linux template in the state, and its name. */
  machineIn(state: SettledPowerState): Promise<{ vm: string; name: string }>;
}

function keysOf(layout: KeyboardLayout, text: string) {
  const encoded = encodeText(layout, text);
  if (!encoded.ok) throw new Error(`${layout} cannot type ${encoded.untypable.join(' ')}`);
  return encoded.strokes;
}

function failureOf(error: unknown): string {
  return error instanceof HypervisorError || error instanceof GuestScriptError ? error.failure : String(error);
}

/** Keys typed into a machine's guest (Hypervisor.typeInGuest), read back from the guest's keyboard in its layout. */
export function describeTypingContract(world: () => TypingWorld): void {
  describe('typing into a guest', () => {
    it.each(Object.entries(ISSUE_41_TEXT_OF))("types issue 41's text whole into a %s guest", async (name, text) => {
      const layout = name as keyof typeof ISSUE_41_TEXT_OF;
      const { hypervisor, outside, machineIn } = world();
      const { vm } = await machineIn('POWERED_ON');
      await outside.setKeyboardLayout(vm, layout);
      const keys = keysOf(layout, text);
      const result = await hypervisor.typeInGuest(vm, { keys });
      expect(result.keysSent).toBe(keys.length);
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
      expect(await outside.typedText(vm)).toBe(text);
    });

    it('keys made for a US keyboard arrive as a UK guest reads them: @ as "', async () => {
      const { hypervisor, outside, machineIn } = world();
      const { vm } = await machineIn('POWERED_ON');
      await outside.setKeyboardLayout(vm, 'uk');
      await hypervisor.typeInGuest(vm, { keys: keysOf('us', 'a@b') });
      expect(await outside.typedText(vm)).toBe('a"b');
    });

    it('sends the keys in batches, telling the keys sent after each but the last, and waiting for it', async () => {
      const { hypervisor, outside, machineIn } = world();
      const { vm } = await machineIn('POWERED_ON');
      const text = 'x'.repeat(2 * KEYS_PER_BATCH + 50);
      const told: Array<{ keysSent: number; typed: number }> = [];
      const result = await hypervisor.typeInGuest(vm, {
        keys: keysOf('us', text),
        afterBatch: async (keysSent) => {
          told.push({ keysSent, typed: (await outside.typedText(vm)).length });
        },
      });
      expect(result.keysSent).toBe(text.length);
      // Nothing more was typed while the caller held the typing.
      expect(told).toEqual([
        { keysSent: KEYS_PER_BATCH, typed: KEYS_PER_BATCH },
        { keysSent: 2 * KEYS_PER_BATCH, typed: 2 * KEYS_PER_BATCH },
      ]);
      expect(await outside.typedText(vm)).toBe(text);
    });

    it('stops between two batches once cancelled: the keys sent stay typed, none after', async () => {
      const { hypervisor, outside, machineIn } = world();
      const { vm } = await machineIn('POWERED_ON');
      const cancel = new AbortController();
      const typing = hypervisor.typeInGuest(vm, {
        keys: keysOf('us', 'y'.repeat(3 * KEYS_PER_BATCH)),
        signal: cancel.signal,
        afterBatch: () => cancel.abort(),
      });
      await expect(typing).rejects.toMatchObject({ name: 'AbortError' });
      expect(await outside.typedText(vm)).toBe('y'.repeat(KEYS_PER_BATCH));
    });

    it('refuses a machine that is off or suspended, typing nothing, and one turned off between two batches', async () => {
      const { hypervisor, outside, machineIn } = world();
      for (const state of ['POWERED_OFF', 'SUSPENDED'] as const) {
        const { vm, name } = await machineIn(state);
        const refused = await hypervisor.typeInGuest(vm, { keys: keysOf('us', 'a') }).catch((error) => error);
        expect(failureOf(refused)).toBe('machine-off');
        expect(refused.message).toBe(`${name} is ${state === 'SUSPENDED' ? 'suspended' : 'off'}.`);
        expect(await outside.typedText(vm)).toBe('');
      }
      const { vm } = await machineIn('POWERED_ON');
      const midway = await hypervisor
        .typeInGuest(vm, {
          keys: keysOf('us', 'z'.repeat(2 * KEYS_PER_BATCH)),
          afterBatch: () => outside.setPowerState(vm, 'POWERED_OFF'),
        })
        .catch((error) => error);
      expect(failureOf(midway)).toBe('machine-off');
      expect(await outside.typedText(vm)).toBe('z'.repeat(KEYS_PER_BATCH));
    });

    it('answers not-found for a machine that does not exist, and unavailable while the hypervisor does not answer', async () => {
      const { hypervisor, outside, machineIn } = world();
      const keys = keysOf('us', 'a');
      expect(failureOf(await hypervisor.typeInGuest('vm-does-not-exist', { keys }).catch((error) => error))).toBe(
        'not-found',
      );
      const { vm } = await machineIn('POWERED_ON');
      await outside.setReachable(false);
      try {
        expect(failureOf(await hypervisor.typeInGuest(vm, { keys }).catch((error) => error))).toBe('unavailable');
      } finally {
        await outside.setReachable(true);
      }
      expect(await outside.typedText(vm)).toBe('');
    });
  });
}
