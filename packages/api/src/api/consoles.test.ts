import { describe, expect, it } from '@rstest/core';
import { AnswerError } from '../answer-fields';
import { consoleTicketAnswerOf } from './consoles';

const TICKET = { vm: 'vm-7', ticket: 'wss://lab/console/abc', expiresAt: '2026-11-28T16:00:00.000Z' };

describe('consoleTicketAnswerOf', () => {
  it("reads the address, the server's file limit and the course machine's layout", () => {
    expect(
      consoleTicketAnswerOf({ ...TICKET, fileUploadMaxBytes: 5_000_000, keyboardLayout: 'de', extra: true }),
    ).toEqual({ ...TICKET, fileUploadMaxBytes: 5_000_000, keyboardLayout: 'de' });
  });

  it("an older server's answer, without the limit or the layout, is read without them", () => {
    expect(consoleTicketAnswerOf(TICKET)).toEqual(TICKET);
  });

  it("leaves out a layout this console does not know (a newer server's), so the console still opens", () => {
    expect(consoleTicketAnswerOf({ ...TICKET, keyboardLayout: 'tr' })).toEqual(TICKET);
  });

  it('names the field that is wrong', () => {
    const cases = {
      answer: null,
      ticket: { ...TICKET, ticket: 42 },
      expiresAt: { vm: 'vm-7', ticket: 'wss://lab/console/abc' },
      fileUploadMaxBytes: { ...TICKET, fileUploadMaxBytes: '100 MB' },
      keyboardLayout: { ...TICKET, keyboardLayout: 7 },
    } satisfies Record<string, unknown>;
    for (const [field, answer] of Object.entries(cases)) {
      expect(() => consoleTicketAnswerOf(answer)).toThrow(new AnswerError('console ticket', field));
    }
  });
});
