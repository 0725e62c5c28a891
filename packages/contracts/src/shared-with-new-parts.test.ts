import * as api from '@academy/api';
import * as bus from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import * as contracts from './index';

describe('what remote releases built against contracts 1.x share with the new parts', () => {
  it("is @academy/bus' own units, so old and new remotes drive the very same events and stores", () => {
    const handedOut = new Map<string, unknown>(Object.entries(contracts));
    for (const [name, unit] of Object.entries(bus)) expect(handedOut.get(name)).toBe(unit);
  });

  it("is @academy/api's error classes, which the shell's fetchers throw, so an old release's instanceof holds", () => {
    expect(contracts.HttpError).toBe(api.HttpError);
    expect(contracts.RequestTimeoutError).toBe(api.RequestTimeoutError);
    expect(contracts.httpStatusOf).toBe(api.httpStatusOf);
  });
});
