import { type AuditEntry, errorTexts, HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { REREAD_DELAY_MS } from '@/shared/model/class-reading';
import { failingWith } from '@/shared/testing/failing-with';
import { SHOWN_ENTRIES } from './lib';
import {
  $csvError,
  $entries,
  $loadError,
  $loaded,
  csvDownloadClicked,
  downloadCsvFx,
  fetchTrailFx,
  trailClosed,
  trailOpened,
  trailOutdated,
} from './model';

const entry = (minute: number): AuditEntry => ({
  at: `2030-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  actor: 'java-01@academy.test',
  role: 'student',
  action: 'power-command',
  detail: 'stop',
  target: `vm-${minute}`,
  clientAddress: '10.0.0.7',
  outcome: 'ok',
  status: 200,
});

afterEach(() => {
  rs.useRealTimers();
});

describe('the audit trail on the monitor', () => {
  it("reads the class's trail when opened and shows its latest entries", async () => {
    const calls: string[] = [];
    const trail = Array.from({ length: SHOWN_ENTRIES + 5 }, (_, index) => entry(59 - index));
    const scope = fork({
      handlers: [
        [
          fetchTrailFx,
          async (_api: unknown, id: string) => {
            calls.push(id);
            return trail;
          },
        ],
      ] as never,
    });
    expect(scope.getState($loaded)).toBe(false);
    await allSettled(trailOpened, { scope, params: 'class-1' });
    expect(calls).toEqual(['class-1']);
    // Keyed by their place: two entries may share every field.
    expect(scope.getState($entries)).toEqual(
      trail.slice(0, SHOWN_ENTRIES).map((shown, index) => ({ ...shown, id: String(index) })),
    );
    expect(scope.getState($loaded)).toBe(true);
  });

  it('reads it again once, a moment after a burst of changes, and not after it was closed', async () => {
    rs.useFakeTimers();
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchTrailFx,
          async () => {
            calls += 1;
            return [entry(calls)];
          },
        ],
      ] as never,
    });
    await allSettled(trailOpened, { scope, params: 'class-1' });
    await allSettled(trailOutdated, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS / 2);
    await allSettled(trailOutdated, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS / 2);
    expect(calls).toBe(1);
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS / 2);
    expect(calls).toBe(2);
    expect(scope.getState($entries)).toEqual([{ ...entry(2), id: '0' }]);

    await allSettled(trailOutdated, { scope });
    await allSettled(trailClosed, { scope });
    await rs.advanceTimersByTimeAsync(2 * REREAD_DELAY_MS);
    expect(calls).toBe(2);
  });

  it('keeps the entries it showed when a later read fails, and says so', async () => {
    rs.useFakeTimers();
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchTrailFx,
          async () => {
            if (fail) throw new HttpError(503, 'unavailable');
            return [entry(1)];
          },
        ],
      ] as never,
    });
    await allSettled(trailOpened, { scope, params: 'class-1' });
    fail = true;
    await allSettled(trailOutdated, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(scope.getState($loadError)).toBe(errorTexts.server);
    expect(scope.getState($entries)).toEqual([{ ...entry(1), id: '0' }]);
  });

  it("downloads the class's CSV, and tells a refused download", async () => {
    const downloads: string[] = [];
    const scope = fork({
      handlers: [
        [fetchTrailFx, async () => []],
        [downloadCsvFx, async (_api: unknown, id: string) => void downloads.push(id)],
      ] as never,
    });
    await allSettled(trailOpened, { scope, params: 'class-1' });
    await allSettled(csvDownloadClicked, { scope });
    expect(downloads).toEqual(['class-1']);
    expect(scope.getState($csvError)).toBeNull();

    const refusing = fork({
      handlers: [
        [fetchTrailFx, async () => []],
        [downloadCsvFx, failingWith(400)],
      ] as never,
    });
    await allSettled(trailOpened, { scope: refusing, params: 'class-1' });
    await allSettled(csvDownloadClicked, { scope: refusing });
    expect(refusing.getState($csvError)).toBe(errorTexts.client);
  });
});
