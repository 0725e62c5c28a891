import { AnswerError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { requestTicket } from './api';

const STUDENT = { apiBaseUrl: 'https://api.academy.test', basic: 'YTpi', vm: 'vm-7' };

function answering(body: unknown) {
  // A fresh Response for each call: a body is read once.
  return rs
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
}

describe("the console's ticket call", () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it("reads the student's ticket with the course machine's layout and the file limit", async () => {
    const fetch = answering({
      vm: 'vm-7',
      ticket: 'wss://a/console/t',
      expiresAt: 'x',
      keyboardLayout: 'de',
      fileUploadMaxBytes: 9,
    });
    expect(await requestTicket(STUDENT)).toEqual({
      vm: 'vm-7',
      ticket: 'wss://a/console/t',
      expiresAt: 'x',
      keyboardLayout: 'de',
      fileUploadMaxBytes: 9,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.academy.test/api/training-class/vm/vm-7/ticket');
  });

  it("refuses an answer that is not a ticket, the instructor's too, naming the field", async () => {
    answering({ vm: 'vm-7', expiresAt: 'x' });
    await expect(requestTicket(STUDENT)).rejects.toThrow(new AnswerError('console ticket', 'ticket'));
    const instructor = { classId: 'c1', accessToken: 'token', mode: 'view' } as const;
    await expect(requestTicket({ ...STUDENT, instructor })).rejects.toThrow(
      new AnswerError('console ticket', 'ticket'),
    );
  });
});
