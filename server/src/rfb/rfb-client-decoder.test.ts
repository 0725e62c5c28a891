import { describe, expect, it } from '@rstest/core';
import { type ClientMessage, RfbClientDecoder, RfbProtocolError } from './rfb-client-decoder';

const handshake = Buffer.concat([Buffer.from('RFB 003.008\n'), Uint8Array.of(1), Uint8Array.of(1)]);
const messages = Buffer.from(
  [
    '0200000200000000574d567a', // SetEncodings [Raw, VMware ServerCaps]
    '03000000000003200258', // FramebufferUpdateRequest, full
    '7f00000801530100', // VMware key event: Delete (E0 53) down
    ['7f02', '0013', '01', '00000001', '00000002', '00000000', 'ff', '00'].join(''), // VMware wheel, length 19
  ].join(''),
  'hex',
);

describe('RfbClientDecoder', () => {
  it('decodes the same messages whether bytes come all at once or one by one', () => {
    const whole = new RfbClientDecoder().push(Buffer.concat([handshake, messages]));
    const decoder = new RfbClientDecoder();
    const byByte: ClientMessage[] = [];
    for (const byte of Buffer.concat([handshake, messages])) byByte.push(...decoder.push(Uint8Array.of(byte)));

    expect(byByte).toEqual(whole);
    expect(whole.map((message) => message.type)).toEqual([
      'version',
      'security-type',
      'client-init',
      'set-encodings',
      'framebuffer-update-request',
      'vmware-key',
      'vmware-pointer',
    ]);
    expect(whole[3]).toEqual({ type: 'set-encodings', encodings: [0, 0x574d567a] });
    expect(whole[5]).toEqual({ type: 'vmware-key', scancode: 0x153, down: true });
    expect(whole[6]).toMatchObject({ type: 'vmware-pointer', wheel: true, x: 1, y: 2, deltaY: -1 });
  });

  it('rejects an unknown message type and a VMware message shorter than its header', () => {
    expect(() => new RfbClientDecoder().push(Buffer.concat([handshake, Uint8Array.of(99)]))).toThrow(RfbProtocolError);
    expect(() => new RfbClientDecoder().push(Buffer.concat([handshake, Buffer.from('7f000002', 'hex')]))).toThrow(
      RfbProtocolError,
    );
  });
});
