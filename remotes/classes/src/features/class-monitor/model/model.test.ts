import {
  CLASS_LAB_CHANGED_EVENT,
  type ClassLabChange,
  errorTexts,
  HttpError,
  type NavigationRequest,
  type StudentLab,
} from '@academy/api';
import { instructorUnauthorized } from '@academy/auth';
import { $consoleTarget, navigationRequested } from '@academy/bus';
import { specRefusalTexts } from '@academy/power-rules';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createStore, fork, type Scope } from 'effector';
import { aTrainingClass } from '@/shared/testing/training-class';
import {
  $busyMachines,
  $classMissing,
  $connection,
  $labs,
  $machineErrors,
  $presentation,
  $presentationError,
  $revertCandidate,
  $screenshots,
  $shownLabs,
  $trainingClass,
  channelDropped,
  channelOpened,
  classChanged,
  commandClicked,
  consoleClicked,
  fetchClassFx,
  fetchLabsFx,
  fetchPresentationFx,
  fetchScreenshotsFx,
  fetchTicketFx,
  filterChanged,
  labsOutdated,
  lowerHandClicked,
  lowerHandFx,
  monitorClosed,
  monitorOpened,
  openChannelFx,
  presentClicked,
  revertClicked,
  revertConfirmed,
  revertLabFx,
  revokeScreenshotsFx,
  SCREENSHOT_REFRESH_MS,
  sendCommandFx,
  startPresentationFx,
  stopPresentationFx,
  stopPresentingClicked,
  tabHidden,
  tabShown,
} from './index';

const $navigations = createStore<NavigationRequest[]>([]).on(navigationRequested, (list, request) => [
  ...list,
  request,
]);
const $unauthorized = createStore(0).on(instructorUnauthorized, (count) => count + 1);

const java = aTrainingClass();
const lab = (email: string, overrides: Partial<StudentLab> = {}): StudentLab => ({
  email,
  helpRequestedAt: null,
  idle: null,
  helpClaimedBy: null,
  expectedVmCount: 1,
  vms: [{ vm: `vm-${email}`, name: 'DC01', power_state: 'POWERED_ON', vm_ware_tools: true }],
  ...overrides,
});

/** Every monitor a test opened, closed after it: no channel or screenshot round outlives its test. */
const openScopes: Scope[] = [];
afterEach(async () => {
  await Promise.all(openScopes.splice(0).map((scope) => allSettled(monitorClosed, { scope })));
  rs.useRealTimers();
  rs.unstubAllGlobals();
});

/** A screenshot fetch that notes the machines of each round and answers no picture. */
const recordingInto = (rounds: string[][]) => async (_source: unknown, vms: string[]) => {
  rounds.push(vms);
  return {};
};

const quietChannel = () => ({ close: () => undefined, renewToken: () => undefined });

function monitorScope(handlers: Array<[unknown, unknown]> = [], { withChannel = false } = {}) {
  const labCalls: string[] = [];
  const scope = fork({
    handlers: [
      ...(withChannel ? [] : [[openChannelFx, quietChannel]]),
      [fetchScreenshotsFx, async () => ({})],
      [fetchPresentationFx, async () => null],
      [fetchClassFx, async (_api: unknown, id: string) => (id === java.id ? java : null)],
      [
        fetchLabsFx,
        async (_api: unknown, id: string) => {
          labCalls.push(id);
          return [lab('a@x'), lab('b@x', { helpRequestedAt: '2026-11-23T10:00:00.000Z' })];
        },
      ],
      ...handlers,
    ] as never,
  });
  openScopes.push(scope);
  return { scope, labCalls };
}

describe('opening the monitor', () => {
  it('reads the class and its labs; an unknown class is reported missing', async () => {
    const { scope, labCalls } = monitorScope();
    await allSettled(monitorOpened, { scope, params: java.id });
    expect(scope.getState($trainingClass)).toEqual(java);
    expect(scope.getState($labs).map((entry) => entry.email)).toEqual(['a@x', 'b@x']);
    expect(labCalls).toEqual([java.id]);

    await allSettled(monitorOpened, { scope, params: 'nope' });
    expect(scope.getState($classMissing)).toBe(true);
  });

  it('filters the students who need help', async () => {
    const { scope } = monitorScope();
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(filterChanged, { scope, params: 'needsHelp' });
    expect(scope.getState($shownLabs).map((entry) => entry.email)).toEqual(['b@x']);
  });
});

describe('pushed changes', () => {
  it('read the labs again; changes while a read runs cause exactly one more read', async () => {
    let release: () => void = () => undefined;
    const calls: string[] = [];
    const { scope } = monitorScope([
      [
        fetchLabsFx,
        (_api: unknown, id: string) => {
          calls.push(id);
          return calls.length === 2
            ? new Promise<StudentLab[]>((resolve) => {
                release = () => resolve([lab('a@x')]);
              })
            : Promise.resolve([lab('a@x')]);
        },
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    const first = scope.getState($labs)[0];
    const reading = [allSettled(labsOutdated, { scope })];
    while (calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 0));
    reading.push(allSettled(labsOutdated, { scope }), allSettled(labsOutdated, { scope }));
    release();
    await Promise.all(reading);
    expect(calls).toHaveLength(3);
    // The same lab came back: the card keeps its object.
    expect(scope.getState($labs)[0]).toBe(first);
  });

  it('shows the connection state, and a refused token asks the identity session for a new one', async () => {
    const { scope } = monitorScope();
    await allSettled(monitorOpened, { scope, params: java.id });
    expect(scope.getState($connection)).toEqual({ kind: 'connecting' });
    await allSettled(channelOpened, { scope });
    expect(scope.getState($connection)).toEqual({ kind: 'live' });
    await allSettled(channelDropped, { scope, params: { retryInMs: 2000, status: 401 } });
    expect(scope.getState($connection)).toEqual({ kind: 'reconnecting', retryInMs: 2000 });
    expect(scope.getState($unauthorized)).toBe(1);
  });
});

describe("the instructor's actions", () => {
  it("sends a machine's command for the class, then reads the labs; a refusal shows the §8 text", async () => {
    const sent: unknown[] = [];
    const { scope, labCalls } = monitorScope([
      [
        sendCommandFx,
        async (_api: unknown, params: { command: string }) => {
          sent.push(params);
          if (params.command === 'reset') throw new HttpError(409, 'Machine is busy with power-off.');
          return { vm: 'vm-a@x', powerState: 'POWERED_OFF' };
        },
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(commandClicked, { scope, params: { vm: 'vm-a@x', command: 'stop' } });
    expect(sent).toEqual([{ classId: java.id, vm: 'vm-a@x', command: 'stop' }]);
    expect(labCalls).toHaveLength(2);
    expect(scope.getState($busyMachines).size).toBe(0);
    await allSettled(commandClicked, { scope, params: { vm: 'vm-a@x', command: 'reset' } });
    expect(scope.getState($machineErrors)['vm-a@x']).toBe(errorTexts.powerClient);
  });

  it("refuses by spec §4 what the machine's state does not allow, without a call", async () => {
    const sent: unknown[] = [];
    const { scope } = monitorScope([[sendCommandFx, async (_api: unknown, params: unknown) => void sent.push(params)]]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(commandClicked, { scope, params: { vm: 'vm-a@x', command: 'start' } });
    expect(sent).toEqual([]);
    expect(scope.getState($machineErrors)['vm-a@x']).toBe(specRefusalTexts['already-on']);
  });

  it("opens the student's console through the bus with the instructor's ticket, Back leading to the monitor", async () => {
    const { scope } = monitorScope([
      [
        fetchTicketFx,
        async (_api: unknown, target: { classId: string; vm: string; name: string }) => ({
          target,
          ticket: { vm: target.vm, ticket: 'ws://host/console/t1', expiresAt: '' },
        }),
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(consoleClicked, { scope, params: { vm: 'vm-a@x', name: 'DC01' } });
    expect(scope.getState($consoleTarget)).toEqual({
      vm: 'vm-a@x',
      name: 'DC01',
      wmksUrl: 'ws://host/console/t1',
      instructor: { classId: java.id, returnTo: `/classes/monitor?id=${java.id}`, mode: 'view' },
    });
    expect(scope.getState($navigations)).toEqual([{ to: '/view' }]);
  });

  it("hands /view the machine's keyboard layout and the file limit the instructor's ticket says", async () => {
    const { scope } = monitorScope([
      [
        fetchTicketFx,
        async (_api: unknown, target: { classId: string; vm: string; name: string }) => ({
          target,
          ticket: {
            vm: target.vm,
            ticket: 'ws://host/console/t2',
            expiresAt: '',
            keyboardLayout: 'fr',
            fileUploadMaxBytes: 1_000,
          },
        }),
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(consoleClicked, { scope, params: { vm: 'vm-a@x', name: 'DC01' } });
    expect(scope.getState($consoleTarget)).toMatchObject({ keyboardLayout: 'fr', fileUploadMaxBytes: 1_000 });
  });

  it('reverts a lab only once confirmed, and lowers a hand', async () => {
    const reverted: unknown[] = [];
    const lowered: unknown[] = [];
    const { scope } = monitorScope([
      [revertLabFx, async (_api: unknown, params: unknown) => void reverted.push(params)],
      [lowerHandFx, async (_api: unknown, params: unknown) => void lowered.push(params)],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(revertClicked, { scope, params: 'a@x' });
    expect(scope.getState($revertCandidate)).toBe('a@x');
    expect(reverted).toEqual([]);
    await allSettled(revertConfirmed, { scope });
    expect(reverted).toEqual([{ classId: java.id, email: 'a@x' }]);
    // Closed once the call ended.
    expect(scope.getState($revertCandidate)).toBeNull();

    await allSettled(lowerHandClicked, { scope, params: 'b@x' });
    expect(lowered).toEqual([{ classId: java.id, email: 'b@x' }]);
  });
});

/** Waits, a few macrotasks at the most, for what the page's own promises bring about. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

describe('the push channel', () => {
  it('opens with the monitor: it goes live and every change reads the labs; it closes with the monitor', async () => {
    const requests: Array<{ url: string; init: RequestInit }> = [];
    let push: (text: string) => void = () => undefined;
    rs.stubGlobal(
      'fetch',
      rs.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, init });
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const { scope, labCalls } = monitorScope([], { withChannel: true });
    await allSettled(monitorOpened, { scope, params: java.id });
    await until(() => scope.getState($connection).kind === 'live');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`/api/training-class/${java.id}/events`);
    // Going live read the labs again (what changed while the channel was closed is unknown), and so does a change.
    await until(() => labCalls.length === 2);
    const told: ClassLabChange[] = [];
    const unwatch = classChanged.watch((change) => told.push(change));
    push(`event: ${CLASS_LAB_CHANGED_EVENT}\ndata: {"email":"a@x","reason":"power"}\n\n`);
    await until(() => labCalls.length === 3);
    // A message changes no lab: it is handed on, and the labs are not read.
    push(`event: ${CLASS_LAB_CHANGED_EVENT}\ndata: {"email":"","reason":"message"}\n\n`);
    await until(() => told.length === 2);
    expect(told[1]).toEqual({ email: '', reason: 'message' });
    expect(labCalls).toHaveLength(3);
    unwatch();
    await allSettled(monitorClosed, { scope });
    expect(requests.every(({ init }) => init.signal?.aborted)).toBe(true);
  });
});

describe('thumbnails', () => {
  it('fetch the screens of the machines that are on, again every few seconds, and free the pictures no longer shown', async () => {
    rs.useFakeTimers();
    const fetched: string[][] = [];
    const revoked: string[] = [];
    let labs = [
      lab('a@x'),
      lab('b@x', { vms: [{ vm: 'vm-off', name: 'DC01', power_state: 'POWERED_OFF', vm_ware_tools: false }] }),
    ];
    const { scope } = monitorScope([
      [fetchLabsFx, async () => labs],
      [
        fetchScreenshotsFx,
        async (_source: unknown, vms: string[]) => {
          fetched.push(vms);
          return Object.fromEntries(vms.map((vm) => [vm, `blob:${vm}-${fetched.length}`]));
        },
      ],
      [revokeScreenshotsFx, (urls: string[]) => void revoked.push(...urls)],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    expect(fetched).toEqual([['vm-a@x']]);
    expect(scope.getState($screenshots)).toEqual({ 'vm-a@x': 'blob:vm-a@x-1' });

    await rs.advanceTimersByTimeAsync(SCREENSHOT_REFRESH_MS);
    expect(fetched).toEqual([['vm-a@x'], ['vm-a@x']]);
    expect(scope.getState($screenshots)).toEqual({ 'vm-a@x': 'blob:vm-a@x-2' });
    expect(revoked).toEqual(['blob:vm-a@x-1']);

    labs = [lab('a@x', { vms: [{ vm: 'vm-a@x', name: 'DC01', power_state: 'POWERED_OFF', vm_ware_tools: false }] })];
    await allSettled(labsOutdated, { scope });
    expect(scope.getState($screenshots)).toEqual({});
    expect(revoked).toEqual(['blob:vm-a@x-1', 'blob:vm-a@x-2']);

    labs = [lab('a@x')];
    await allSettled(labsOutdated, { scope });
    expect(fetched.at(-1)).toEqual(['vm-a@x']);
    await allSettled(monitorClosed, { scope });
    expect(scope.getState($screenshots)).toEqual({});
    expect(revoked.at(-1)).toBe(`blob:vm-a@x-${fetched.length}`);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('stop while the tab is hidden, and are all fetched at once when it shows again', async () => {
    rs.useFakeTimers();
    const fetched: string[][] = [];
    let labs = [lab('a@x')];
    const { scope } = monitorScope([
      [fetchLabsFx, async () => labs],
      [fetchScreenshotsFx, recordingInto(fetched)],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    expect(fetched).toEqual([['vm-a@x']]);

    await allSettled(tabHidden, { scope });
    // No timer ticks behind a hidden tab, and a machine that comes on meanwhile waits too.
    expect(rs.getTimerCount()).toBe(0);
    labs = [lab('a@x'), lab('b@x')];
    await allSettled(labsOutdated, { scope });
    await rs.advanceTimersByTimeAsync(3 * SCREENSHOT_REFRESH_MS);
    expect(fetched).toEqual([['vm-a@x']]);

    await allSettled(tabShown, { scope });
    expect(fetched).toEqual([['vm-a@x'], ['vm-a@x', 'vm-b@x']]);
    await rs.advanceTimersByTimeAsync(SCREENSHOT_REFRESH_MS);
    expect(fetched).toHaveLength(3);
  });

  it("follow the browser tab's visibility while the monitor shows, and stop listening when it closes", async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const removed = rs.spyOn(document, 'removeEventListener');
    const fetched: string[][] = [];
    const { scope } = monitorScope([[fetchScreenshotsFx, recordingInto(fetched)]]);
    try {
      await allSettled(monitorOpened, { scope, params: java.id });
      expect(fetched).toEqual([]);

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await allSettled(scope);
      expect(fetched).toEqual([['vm-a@x', 'vm-b@x']]);

      await allSettled(monitorClosed, { scope });
      expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      removed.mockRestore();
    }
  });
});

describe('an idle monitor', () => {
  it('reads nothing for 30 s but the thumbnails, every 5 s: changes of its labs come through the push channel', async () => {
    rs.useFakeTimers();
    const rounds: string[][] = [];
    let otherCalls = 0;
    const counted =
      <T>(answer: T) =>
      async () => {
        otherCalls += 1;
        return answer;
      };
    const { scope, labCalls } = monitorScope([
      [fetchScreenshotsFx, recordingInto(rounds)],
      [fetchClassFx, counted(java)],
      [fetchPresentationFx, counted(null)],
      [
        openChannelFx,
        () => {
          otherCalls += 1;
          return quietChannel();
        },
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    const opening = { labs: labCalls.length, others: otherCalls, rounds: rounds.length };
    expect(opening.rounds).toBe(1);

    await rs.advanceTimersByTimeAsync(30_000);
    expect(labCalls).toHaveLength(opening.labs);
    expect(otherCalls).toBe(opening.others);
    expect(rounds.slice(opening.rounds)).toEqual(
      Array.from({ length: 30_000 / SCREENSHOT_REFRESH_MS }, () => ['vm-a@x', 'vm-b@x']),
    );
  });
});

describe('showing a machine to the class', () => {
  const shown = {
    vm: 'vm-a@x',
    machineName: 'DC01',
    student: 'a@x',
    presenterName: 'Ada',
    startedAt: '2026-11-25T09:00:00.000Z',
  };

  it('reads what is shown on opening and again when another monitor changes it; shows and stops', async () => {
    let current: typeof shown | null = shown;
    const started: unknown[] = [];
    const { scope } = monitorScope([
      [fetchPresentationFx, async () => current],
      [
        startPresentationFx,
        async (_api: unknown, params: { classId: string; vm: string }) => {
          started.push(params);
          return { ...shown, vm: params.vm };
        },
      ],
      [stopPresentationFx, async () => undefined],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    expect(scope.getState($presentation)).toEqual(shown);

    current = null;
    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'presentation' } });
    expect(scope.getState($presentation)).toBeNull();

    await allSettled(presentClicked, { scope, params: 'vm-b@x' });
    expect(started).toEqual([{ classId: java.id, vm: 'vm-b@x' }]);
    expect(scope.getState($presentation)?.vm).toBe('vm-b@x');
    await allSettled(stopPresentingClicked, { scope });
    expect(scope.getState($presentation)).toBeNull();
  });

  it('says why a machine could not be shown, and a presentation reads no lab again', async () => {
    const { scope, labCalls } = monitorScope([
      [
        startPresentationFx,
        async () => {
          throw new HttpError(409, 'Machine is in POWERED_OFF state: only a powered-on machine can be shown.');
        },
      ],
    ]);
    await allSettled(monitorOpened, { scope, params: java.id });
    await allSettled(presentClicked, { scope, params: 'vm-a@x' });
    expect(scope.getState($presentationError)).toBe('Only a powered-on machine can be shown to the class.');
    const reads = labCalls.length;
    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'presentation' } });
    expect(labCalls.length).toBe(reads);
  });
});
