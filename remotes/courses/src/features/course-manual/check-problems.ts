import type { CheckMachine } from '@academy/manual/checks';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { manualFormClosed, manualFormOpened } from './model';

/** What a manual's checks are read against: its Markdown and the course's chosen machines. */
export interface ManualCheckSource {
  markdown: string;
  machines: readonly CheckMachine[];
}

/** The manual was typed in, or the course's machines changed (a folder or a VM chosen). */
export const manualCheckSourceChanged = createEvent<ManualCheckSource>();

/** The problems of the manual's checks, each naming its step. */
export const readCheckProblemsFx = createEffect(async ({ markdown, machines }: ManualCheckSource) => {
  // The reader brings the Markdown parser: loaded on first use, with the preview, never with the form's first load.
  const { readChecks } = await import('@academy/manual/checks');
  return readChecks(markdown, machines).problems;
});

const $latestSource = createStore<ManualCheckSource | null>(null)
  .on(manualCheckSourceChanged, (_, source) => source)
  .reset(manualFormOpened, manualFormClosed);

/** What keeps the manual's checks from running, as typed: the server would refuse the save for each. */
export const $checkProblems = createStore<readonly string[]>([]).reset(manualFormOpened, manualFormClosed);

sample({
  clock: manualCheckSourceChanged,
  filter: ({ markdown }) => markdown.trim() === '',
  fn: (): readonly string[] => [],
  target: $checkProblems,
});
sample({
  clock: manualCheckSourceChanged,
  filter: ({ markdown }) => markdown.trim() !== '',
  target: readCheckProblemsFx,
});
// An answer for text typed since (a slower read) is not the manual's any more.
sample({
  clock: readCheckProblemsFx.done,
  source: $latestSource,
  filter: (latest, { params }) => latest === params,
  fn: (_, { result }) => result,
  target: $checkProblems,
});
