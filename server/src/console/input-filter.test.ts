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

  it("gives up reading a student's stream it cannot read and passes it whole from then on; a view-only one throws", () => {
    const unknown = Buffer.from([200, 1, 2, 3]);
    const student = new GuestInputFilter(() => false, undefined, 'pass');
    expect(student.pass(Buffer.concat([handshake, updateRequest, keyA, unknown]))).toEqual(
      Buffer.concat([handshake, updateRequest, unknown]),
    );
    expect(student.passesUnread).toBe(true);
    expect(student.pass(keyA)).toEqual(keyA);

    const watcher = new GuestInputFilter(() => false);
    expect(() => watcher.pass(Buffer.concat([handshake, unknown]))).toThrow();
  });
});
