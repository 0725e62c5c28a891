import { describe, expect, it } from '@rstest/core';
import { GuestInputFilter } from './input-filter';

const handshake = Buffer.concat([Buffer.from('RFB 003.008\n', 'latin1'), Buffer.from([1, 1])]);
const updateRequest = Buffer.from([3, 1, 0, 0, 0, 0, 3, 32, 2, 88]);
const keyA = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);
const pointer = Buffer.from([5, 1, 0, 10, 0, 20]);
const vmwareKey = Buffer.from([127, 0, 0, 8, 0, 30, 1, 0]);
const cutText = Buffer.concat([Buffer.from([6, 0, 0, 0, 0, 0, 0, 2]), Buffer.from('hi', 'latin1')]);

describe('GuestInputFilter', () => {
  it('drops keys, pointer and clipboard of a view-only console and passes the handshake and screen requests', () => {
    const filter = new GuestInputFilter(() => false);
    const stream = Buffer.concat([handshake, keyA, updateRequest, pointer, vmwareKey, cutText, updateRequest]);
    expect(filter.pass(stream)).toEqual(Buffer.concat([handshake, updateRequest, updateRequest]));
  });

  it('holds a message split across frames until it is whole, and passes everything while input is allowed', () => {
    let allowed = true;
    const filter = new GuestInputFilter(() => allowed);
    expect(filter.pass(Buffer.concat([handshake, keyA.subarray(0, 3)]))).toEqual(handshake);
    expect(filter.pass(keyA.subarray(3))).toEqual(keyA);
    allowed = false;
    expect(filter.pass(Buffer.concat([keyA, updateRequest.subarray(0, 4)]))).toEqual(Buffer.alloc(0));
    expect(filter.pass(updateRequest.subarray(4))).toEqual(updateRequest);
  });

  it('passes only the handshake and screen requests while input is not accepted: a VMware message of another kind is dropped', () => {
    const vmwareOther = Buffer.from([127, 9, 0, 6, 1, 2]);
    const setEncodings = Buffer.from([2, 0, 0, 1, 0, 0, 0, 7]);
    const filter = new GuestInputFilter(() => false);
    expect(filter.pass(Buffer.concat([handshake, setEncodings, vmwareOther, keyA, updateRequest]))).toEqual(
      Buffer.concat([handshake, setEncodings, updateRequest]),
    );
  });

  it('throws on a stream it cannot read, for every console: the filter never switches off', () => {
    // One byte 08: no RFB client message has that type.
    const paused = new GuestInputFilter(() => false);
    expect(() => paused.pass(Buffer.concat([handshake, updateRequest, Buffer.from([8]), keyA]))).toThrow(
      'unknown client message type 8',
    );
    // A student's own console, input allowed: an unreadable stream is refused all the same.
    expect(() => new GuestInputFilter(() => true).pass(Buffer.concat([handshake, Buffer.from([8])]))).toThrow();
  });

  it('throws on a VMware key or pointer message of an unexpected length, before its body arrives', () => {
    const longKey = Buffer.from([127, 0, 0, 12, 0, 30, 1, 0]);
    expect(() => new GuestInputFilter(() => false).pass(Buffer.concat([handshake, longKey]))).toThrow(
      'VMware key message of length 12',
    );
    const shortPointer = Buffer.from([127, 2, 0, 8, 0, 0, 0, 1]);
    expect(() => new GuestInputFilter(() => false).pass(Buffer.concat([handshake, shortPointer]))).toThrow(
      'VMware pointer message of length 8',
    );
  });
});
