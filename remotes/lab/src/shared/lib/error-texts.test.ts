import { HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { loginErrorText, powerErrorText, refreshErrorText } from './error-texts';

const cases = [
  ['login', loginErrorText, 'Server error.', 'You have entered an invalid email or passphrase.'],
  ['power', powerErrorText, 'Server is unavailable.', 'Request contains an invalid virtual machine or command.'],
  ['refresh and ticket', refreshErrorText, 'Server is unavailable.', 'Request contains an invalid virtual machine.'],
] as const;

describe('error texts of spec §8', () => {
  for (const [area, textOf, server, client] of cases) {
    it(`${area}: 500 and above is '${server}'`, () => {
      expect(textOf(new HttpError(500, 'x'))).toBe(server);
      expect(textOf(new HttpError(503, 'x'))).toBe(server);
    });

    it(`${area}: 400 to 499 is '${client}'`, () => {
      expect(textOf(new HttpError(400, 'x'))).toBe(client);
      expect(textOf(new HttpError(401, 'x'))).toBe(client);
      expect(textOf(new HttpError(499, 'x'))).toBe(client);
    });

    it(`${area}: no answer at all counts as a server error`, () => {
      expect(textOf(new TypeError('Failed to fetch'))).toBe(server);
    });
  }
});
