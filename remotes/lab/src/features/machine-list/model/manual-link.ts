import { signedOut } from '@academy/bus';
import { createEvent, createStore, sample } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { $machines } from './machines';
import { fetchTicketFx } from './requests';

// 'Manual': the class's manual is read beside a console, so the link opens the first running machine's console with
// the manual shown (the View flow, the ticket first).

export const manualLinkClicked = createEvent();
/** A personal link signed the student in: with a manual, its console opens beside it once a machine runs. */
export const manualWanted = createEvent();

export const NO_RUNNING_MACHINE_TEXT = 'Start a machine to read the manual beside its console.';

/** The class reads a manual (the version of its course's manual when the class was created). */
export const $hasManual = createStore(false)
  .on(labLoaded, (_, { trainingClass }) => trainingClass.manualVersion != null)
  .reset(signedOut);

const $runningMachine = $machines.map(
  (machines) => machines.find((machine) => machine.power_state === 'POWERED_ON' && !machine.isLoading) ?? null,
);

const nothingRuns = sample({
  clock: manualLinkClicked,
  source: $runningMachine,
  filter: (machine) => machine === null,
});
const somethingRuns = sample({ clock: $runningMachine.updates, filter: Boolean });

// Wanted until it opens (or the student leaves): a lab still being provisioned opens it when its first machine runs.
const $isManualWanted = createStore(false)
  .on(manualWanted, () => true)
  .reset(fetchTicketFx, signedOut);
sample({
  clock: [manualWanted, somethingRuns],
  source: { wanted: $isManualWanted, hasManual: $hasManual, machine: $runningMachine },
  filter: ({ wanted, hasManual, machine }) => wanted && hasManual && machine !== null,
  target: manualLinkClicked,
});

/** Why 'Manual' could not open the manual; cleared once a machine runs. */
export const $manualLinkNotice = createStore('')
  .on(nothingRuns, () => NO_RUNNING_MACHINE_TEXT)
  .reset(somethingRuns, signedOut);

sample({
  clock: manualLinkClicked,
  source: $runningMachine,
  filter: Boolean,
  fn: ({ vm, name }) => ({ vm, name, opensManual: true }),
  target: fetchTicketFx,
});
