import type { Folder, KeyboardLayout, TrainingCourse, TypeTextAnswer } from '@academy/api';
import { basicAuth, ISSUE_41_TEXT_OF, runningCheckClass, type TestServer } from '@academy/server/guest-checks-testing';
import { onBothHypervisors, writeResults } from '../support/both-hypervisors.mts';
import { median } from '../support/median.mjs';

const RUNS = 5;
const GOAL_MS = 5000;
const HOST_A = 'host-a - Ubuntu 24.04';
/** A guest's keyboard as a test reads it: what it typed, and its layout set. */
interface GuestKeyboard {
  typedText(vm: string): Promise<string>;
  setLayout(vm: string, layout: KeyboardLayout): Promise<void>;
}

/** The simulated guests' keyboards, through the server's test hooks. */
function simulatedKeyboard(server: TestServer): GuestKeyboard {
  return {
    typedText: async (vm) =>
      (await server.call<{ typedText: string }>('GET', `/__test__/machines/${vm}/keyboard`)).body.typedText,
    setLayout: async (vm, layout) => {
      await server.call('PUT', `/__test__/machines/${vm}/keyboard`, { body: { layout } });
    },
  };
}

/** vcsim's guests' keyboards (tools/vcsim/scancodes.go). */
function vcsimKeyboard(url: string): GuestKeyboard {
  return {
    typedText: async (vm) => {
      const answer = (await (await fetch(new URL(`/guest-keyboard/${vm}`, url))).json()) as { typedText: string };
      return answer.typedText;
    },
    setLayout: async (vm, layout) => {
      const answer = await fetch(new URL(`/guest-keyboard/${vm}?layout=${layout}`, url), { method: 'PUT' });
      if (answer.status !== 204) throw new Error(`vcsim answered ${answer.status} to the layout ${layout}`);
    },
  };
}

/**
 * A student's machine (host-a) of a class of its own; each layout's text typed RUNS times through the API, each time
 * read back from the guest.
 */
async function measure(server: TestServer, keyboard: GuestKeyboard) {
  const instructor = { bearer: await server.instructorToken() };
  const folders = (await server.call<Folder[]>('GET', '/api/training-course/folder', { auth: instructor })).body;
  const folder = folders.find((candidate) => candidate.vms.some((vm) => vm.name === HOST_A));
  const template = folder?.vms.find((vm) => vm.name === HOST_A);
  if (!folder || !template) throw new Error(`no folder with ${HOST_A}`);
  const created = await server.call<TrainingCourse>('POST', '/api/training-course', {
    auth: instructor,
    body: {
      name: 'Bench typing',
      description: 'Typed into.',
      folder: folder.folder,
      status: 'ACTIVE',
      vms: [template.vm],
    },
  });
  const trainingClass = await runningCheckClass(server, instructor, {
    name: 'Bench typing',
    course: created.body,
    attendees: 1,
  });
  const student = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const vm = trainingClass.labs[0]?.vms[0]?.vm ?? '';
  const rows: Record<string, { medianMs: number; maxMs: number; serverMedianMs: number; readBack: boolean }> = {};
  for (const [layout, text] of Object.entries(ISSUE_41_TEXT_OF)) {
    await keyboard.setLayout(vm, layout as KeyboardLayout);
    const waits: number[] = [];
    const serverTimes: number[] = [];
    let readBack = true;
    for (let run = 0; run < RUNS; run += 1) {
      const before = await keyboard.typedText(vm);
      const started = performance.now();
      const answer = await server.call<TypeTextAnswer>('POST', `/api/training-class/vm/${vm}/type`, {
        auth: student,
        body: { text, layout },
      });
      waits.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`typing answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      serverTimes.push(answer.body.durationMs);
      readBack &&= (await keyboard.typedText(vm)) === before + text;
    }
    rows[layout] = {
      medianMs: Math.round(median(waits)),
      maxMs: Math.round(Math.max(...waits)),
      serverMedianMs: Math.round(median(serverTimes)),
      readBack,
    };
  }
  return rows;
}

const results = await onBothHypervisors((server, vcsimUrl) =>
  measure(server, vcsimUrl ? vcsimKeyboard(vcsimUrl) : simulatedKeyboard(server)),
);
for (const [where, rows] of Object.entries(results)) {
  console.log(
    `Typing 200 characters through the API into a guest on the ${where} (${RUNS} runs each; goal ${GOAL_MS} ms):`,
  );
  console.table(rows);
}
await writeResults('typing', results);
