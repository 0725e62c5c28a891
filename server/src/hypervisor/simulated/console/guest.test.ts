import { describe, expect, it } from '@rstest/core';
import { encodeText } from '../../../domain/keyboard/layout-codec';
import { GuestSystem } from '../guest/guest-system';
import { SimulatedGuest } from './guest';
import { textGridFor } from './screen-painter';
import { TextScreen } from './text-screen';

/** The guest's screen as text, from its snapshot. */
function screenText(guest: SimulatedGuest): string {
  const { screen } = guest.guestSnapshot();
  const { columns, rows } = textGridFor(800, 600);
  const text = new TextScreen(columns, rows);
  text.restore(screen);
  return text.text();
}

function keysOf(text: string) {
  const encoded = encodeText('de', text);
  if (!encoded.ok) throw new Error(`untypable: ${encoded.untypable.join(' ')}`);
  return encoded.strokes;
}

describe('a simulated guest’s screen', () => {
  it('shows what the server types on the machine’s keyboard, decoded in the guest’s layout, until it is disposed', () => {
    const system = new GuestSystem('lab-dc01', 'windows');
    system.setKeyboardLayout('de');
    const guest = new SimulatedGuest({ machineName: 'lab-dc01', rebootDelayMs: 60_000, system });
    system.pressKeys(keysOf('zy\n'));
    expect(screenText(guest)).toContain('lab-dc01 login: zy');

    guest.dispose();
    system.pressKeys(keysOf('later'));
    expect(screenText(guest)).not.toContain('later');
    expect(system.typedText).toBe('zy\nlater');
  });
});
