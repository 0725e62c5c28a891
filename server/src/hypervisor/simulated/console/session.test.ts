import { describe, expect, it } from '@rstest/core';
import { updateRequest, vmwareKey } from '../../../../test-support/rfb-test-client';
import { SimulatedGuest } from './guest';
import { SCANCODE } from './keyboard';
import { ConsoleSession } from './session';

/** Version, security type None and ClientInit, as one chunk. */
const HANDSHAKE = Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Uint8Array.of(1, 1)]);
const FULL_FRAME_BYTES = 4 + 12 + 800 * 600 * 4;

/** A session past its handshake whose transport keeps each message unwritten until the test says so. */
function connectedSession(guest = new SimulatedGuest({ machineName: 'lab-dc01', rebootDelayMs: 60_000 })) {
  const sent: { bytes: Uint8Array; written?: () => void }[] = [];
  const session = new ConsoleSession({
    guest,
    machineName: 'lab-dc01',
    send: (bytes, written) => sent.push({ bytes, written }),
    close: () => undefined,
  });
  session.start();
  session.receive(HANDSHAKE);
  // SecurityResult is 4 bytes starting with 0 too; an update has at least one rectangle header after its own.
  const updates = () => sent.filter(({ bytes }) => bytes[0] === 0 && bytes.length > 4);
  return {
    session,
    updates,
    /** The size of the update's first rectangle. */
    areaOf: (update: Uint8Array) => {
      const view = Buffer.from(update.buffer, update.byteOffset, update.length);
      return { width: view.readUInt16BE(8), height: view.readUInt16BE(10) };
    },
    /** The transport wrote out every update sent so far. */
    drain: () => {
      for (const update of updates()) {
        const written = update.written;
        update.written = undefined;
        written?.();
      }
    },
  };
}

const requests = (count: number, incremental: boolean) =>
  Buffer.concat(Array.from({ length: count }, () => updateRequest(incremental)));

describe('console session updates', () => {
  it('answers 1,000 full-screen requests that arrive in one message with one frame', () => {
    const { session, updates, drain } = connectedSession();
    session.receive(requests(1_000, false));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.bytes.length).toBe(FULL_FRAME_BYTES);
    drain();
    expect(updates()).toHaveLength(1);
  });

  it('sends nothing more while an update is still buffered, then one full frame for every request that came meanwhile', () => {
    const { session, updates, drain, areaOf } = connectedSession();
    session.receive(updateRequest(false));
    for (let i = 0; i < 500; i += 1) session.receive(updateRequest(i % 2 === 0));
    session.receive(vmwareKey(0x1f, true));
    expect(updates()).toHaveLength(1);

    drain();
    expect(updates()).toHaveLength(2);
    const second = updates()[1]?.bytes ?? new Uint8Array(16);
    expect(areaOf(second)).toEqual({ width: 800, height: 600 });
    drain();
    expect(updates()).toHaveLength(2);
  });

  it('answers incremental requests that came while an update was buffered with the changed area only, once', () => {
    const { session, updates, drain, areaOf } = connectedSession();
    session.receive(updateRequest(false));
    drain();
    session.receive(updateRequest(true));
    session.receive(vmwareKey(SCANCODE.enter, true));
    expect(updates()).toHaveLength(2);
    session.receive(requests(300, true));
    session.receive(vmwareKey(0x1f, true));
    expect(updates()).toHaveLength(2);

    drain();
    expect(updates()).toHaveLength(3);
    const third = updates()[2]?.bytes ?? new Uint8Array(16);
    expect(areaOf(third).width).toBeLessThan(800);
    drain();
    expect(updates()).toHaveLength(3);
  });
});

describe('consoles sharing a machine', () => {
  it('show one guest: a key typed at one console reaches the screen of the other, and only the changed area is sent', () => {
    const guest = new SimulatedGuest({ machineName: 'lab-dc01', rebootDelayMs: 60_000 });
    const student = connectedSession(guest);
    const instructor = connectedSession(guest);
    for (const console of [student, instructor]) {
      console.session.receive(updateRequest(false));
      console.drain();
      console.session.receive(updateRequest(true));
    }
    const before = guest.snapshot().version;

    student.session.receive(vmwareKey(0x1f, true));

    expect(guest.snapshot().version).toBe(before + 1);
    expect(instructor.updates()).toHaveLength(2);
    const change = instructor.updates()[1]?.bytes ?? new Uint8Array(16);
    expect(instructor.areaOf(change).width).toBeLessThan(800);
    expect(student.updates()).toHaveLength(2);
  });

  it('keep the guest running for the consoles still open when one closes', () => {
    const guest = new SimulatedGuest({ machineName: 'lab-dc01', rebootDelayMs: 60_000 });
    const first = connectedSession(guest);
    const second = connectedSession(guest);
    expect(guest.viewerCount).toBe(2);

    first.session.dispose();
    second.session.receive(updateRequest(false));

    expect(guest.viewerCount).toBe(1);
    expect(second.updates()).toHaveLength(1);
  });
});
