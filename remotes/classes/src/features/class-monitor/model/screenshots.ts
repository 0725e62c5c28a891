import { createTimeout } from '@academy/api';
import { $instructorApi } from '@academy/auth/instructor-api';
import { attach, createEffect, createStore, sample } from 'effector';
import { fetchScreenshot } from '../api';
import { poweredOnMachinesOf } from '../lib';
import { $classId, $labs, monitorClosed } from './labs';
import { $isTabHidden, tabHidden, tabShown } from './visibility';

/** How often the thumbnails of the machines that are on are fetched again, while the tab shows. */
export const SCREENSHOT_REFRESH_MS = 5_000;

/** Object URLs of the machines' latest screenshots, by machine: an <img> could not send the bearer token. */
export const $screenshots = createStore<Readonly<Record<string, string>>>({}, { serialize: 'ignore' });

/** The machines that are on: only they have a screen to show. */
const $poweredOnMachines = $labs.map(poweredOnMachinesOf);

/**
 * Fetches the screenshots of these machines and answers their new object URLs. A machine turning off or a dropped
 * call keeps its last picture: the next round tries again.
 */
export const fetchScreenshotsFx = attach({
  source: { api: $instructorApi, classId: $classId },
  effect: async ({ api, classId }, vms: readonly string[]): Promise<Record<string, string>> => {
    if (classId === null) return {};
    const fetched = await Promise.all(
      vms.map((vm) =>
        fetchScreenshot(api, { classId, vm }).then(
          (blob) => [vm, URL.createObjectURL(blob)] as const,
          () => null,
        ),
      ),
    );
    return Object.fromEntries(fetched.filter((entry) => entry !== null));
  },
});
/** Lets the browser free pictures no longer shown. */
export const revokeScreenshotsFx = createEffect((urls: readonly string[]) => {
  for (const url of urls) URL.revokeObjectURL(url);
});

/** The wait before the next round; a round started while it runs does not restart it. */
const nextRound = createTimeout();
const $isRoundDue = createStore(false)
  .on(nextRound.start, () => true)
  .reset(nextRound.fired, nextRound.cancel);

const fetchedWhileOpen = sample({
  clock: fetchScreenshotsFx.doneData,
  source: { shown: $screenshots, classId: $classId },
  fn: ({ shown, classId }, fresh) => ({ shown, fresh, isOpen: classId !== null }),
});
sample({
  clock: fetchedWhileOpen,
  filter: ({ isOpen }) => isOpen,
  fn: ({ shown, fresh }) => ({ ...shown, ...fresh }),
  target: $screenshots,
});
// A replaced picture is freed; one fetched after the monitor closed is never shown.
sample({
  clock: fetchedWhileOpen,
  fn: ({ shown, fresh, isOpen }) =>
    isOpen ? Object.keys(fresh).flatMap((vm) => (shown[vm] ? [shown[vm]] : [])) : Object.values(fresh),
  target: revokeScreenshotsFx,
});

// A machine that came on is fetched at once; every round is followed by the next one while the monitor shows.
// A hidden tab fetches nothing and waits for nothing: shown again, it fetches every screen at once.
sample({
  clock: $poweredOnMachines,
  source: { shown: $screenshots, isHidden: $isTabHidden },
  filter: ({ shown, isHidden }, vms) => !isHidden && vms.some((vm) => !shown[vm]),
  fn: ({ shown }, vms) => vms.filter((vm) => !shown[vm]),
  target: fetchScreenshotsFx,
});
sample({ clock: nextRound.fired, source: $poweredOnMachines, target: fetchScreenshotsFx });
sample({
  clock: tabShown,
  source: { vms: $poweredOnMachines, classId: $classId },
  filter: ({ vms, classId }) => vms.length > 0 && classId !== null,
  fn: ({ vms }) => vms,
  target: fetchScreenshotsFx,
});
sample({
  clock: fetchScreenshotsFx.finally,
  source: { isDue: $isRoundDue, isHidden: $isTabHidden, classId: $classId },
  filter: ({ isDue, isHidden, classId }) => !isDue && !isHidden && classId !== null,
  fn: () => ({ delayMs: SCREENSHOT_REFRESH_MS, payload: undefined }),
  target: nextRound.start,
});
sample({ clock: tabHidden, target: nextRound.cancel });

// A machine that went off shows no screen: its picture is freed, and all of them when the monitor closes.
const screenshotsDropped = sample({
  clock: $poweredOnMachines,
  source: $screenshots,
  filter: (shown, vms) => Object.keys(shown).some((vm) => !vms.includes(vm)),
  fn: (shown, vms) => ({ shown, gone: Object.keys(shown).filter((vm) => !vms.includes(vm)) }),
});
sample({
  clock: screenshotsDropped,
  fn: ({ shown, gone }) => gone.map((vm) => shown[vm] ?? ''),
  target: revokeScreenshotsFx,
});
sample({
  clock: screenshotsDropped,
  fn: ({ shown, gone }) => Object.fromEntries(Object.entries(shown).filter(([vm]) => !gone.includes(vm))),
  target: $screenshots,
});
const shownWhenClosed = sample({ clock: monitorClosed, source: $screenshots });
sample({ clock: shownWhenClosed, fn: (shown) => Object.values(shown), target: revokeScreenshotsFx });
sample({ clock: monitorClosed, target: nextRound.cancel });
$screenshots.reset(shownWhenClosed);
