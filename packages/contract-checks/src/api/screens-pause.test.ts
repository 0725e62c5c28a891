import type { ScreensPause } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isScreensPause } from './screens-pause';

const pause: ScreensPause = { paused: true, pausedAt: '2026-09-02T08:00:00.000Z', pausedBy: 'Ann' };

describeCheck('isScreensPause', isScreensPause, pause, {
  'without paused': without(pause, 'paused'),
  'pausedAt as a number': { ...pause, pausedAt: 0 },
});
