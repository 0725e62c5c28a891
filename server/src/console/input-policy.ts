import { labOwner } from '../domain/class-schedule';
import type { ConsoleMachine } from '../domain/ports/console';
import type { ScreenPauses } from '../features/classroom';
import { RfbProtocolError } from '../rfb/rfb-client-decoder';
import { GuestInputFilter } from './input-filter';

/** What the gateway's input decisions read. */
export interface InputPolicyDeps {
  /** 'Pause screens': while a class is paused its students' consoles hold every input. */
  pauses?: Pick<ScreenPauses, 'isPaused'>;
  /** Someone used the lab through its console (idle labs are suspended: this is activity). */
  onInput?(machine: ConsoleMachine): void;
}

/** What becomes of one chunk of a browser's input. */
export type InputVerdict =
  | { kind: 'pass'; bytes: Uint8Array }
  | { kind: 'close'; code: typeof UNREADABLE_INPUT_CLOSE_CODE; reason: string };

/** Close code of a console whose input cannot be read (1002: protocol error). */
export const UNREADABLE_INPUT_CLOSE_CODE = 1002;

/**
 * Input reaches the machine unless an instructor is only watching, or the class's screens are paused and this is a
 * student's console (an instructor in control may show something while the class looks on).
 */
export function acceptsInputOf(machine: ConsoleMachine, pauses: InputPolicyDeps['pauses']): () => boolean {
  const { classId } = labOwner(machine.labId);
  if (machine.watcher) return () => machine.watcher?.mode === 'control';
  return () => !pauses?.isPaused(classId);
}

/**
 * Reads one console's input as RFB client messages and decides each chunk. While input is held only the handshake
 * and screen requests pass. A student's key, pointer or clipboard that passes counts as the lab in use; an
 * instructor's does not.
 *
 * Unreadable input (an unknown message type, a VMware key or pointer message of another length) closes the console
 * and nothing of its chunk reaches the machine, whoever's console it is and whether input is held now or not: past
 * such bytes the stream's message boundaries are lost, so no later key could be told from a screen request, and a
 * pause or a view-only watch beginning afterwards could not hold. Passing it on would switch the filter off for good.
 */
export function inputGate(machine: ConsoleMachine, deps: InputPolicyDeps): (chunk: Uint8Array) => InputVerdict {
  const filter = new GuestInputFilter(acceptsInputOf(machine, deps.pauses), () => {
    if (!machine.watcher) deps.onInput?.(machine);
  });
  return (chunk) => {
    try {
      return { kind: 'pass', bytes: filter.pass(chunk) };
    } catch (error) {
      if (!(error instanceof RfbProtocolError)) throw error;
      return {
        kind: 'close',
        code: UNREADABLE_INPUT_CLOSE_CODE,
        reason: `the console's input could not be read: ${error.message}`,
      };
    }
  };
}
