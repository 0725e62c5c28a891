import { $consoleTarget, studentChannelReleased, studentChannelRequested } from '@academy/bus';
import { createEvent, createStore, sample } from 'effector';
import {
  $isConnected,
  $target,
  consoleClosed,
  consoleOpened,
  typingReported,
  typingRequested,
} from '@/features/console-session/model';
import {
  codeTyped,
  consoleConnectionChanged,
  manualClosed,
  manualOpened,
  showClicked,
  tabChosen,
  typingReportReceived,
} from '@/features/lab-manual/model';

/** /view: the console and, for a student's own machine, the class's time and manual beside it. */

/** The console page opened or closed. */
export const pageOpened = createEvent();
export const pageClosed = createEvent();

const channelAsked = createEvent();
const channelLetGo = createEvent();

// A student's console shows the class's time through the student's push channel; an instructor's has none.
const $isStudentConsole = $target.map((target) => target !== null && !target.instructor);
/** Whether this page asked for the channel, so that it releases only what it asked for. */
const $holdsChannel = createStore(false)
  .on(channelAsked, () => true)
  .reset(channelLetGo);

sample({ clock: pageOpened, filter: $isStudentConsole, target: channelAsked });
sample({ clock: channelAsked, target: studentChannelRequested });
sample({ clock: pageClosed, filter: $holdsChannel, target: channelLetGo });
sample({ clock: channelLetGo, target: studentChannelReleased });

// An instructor watching a student's console reads no student's manual (the call takes the student's credential).
sample({ clock: consoleOpened, filter: $isStudentConsole, target: manualOpened });
sample({ clock: consoleClosed, target: manualClosed });
sample({ clock: $isConnected, target: consoleConnectionChanged });
// The manual's "Type into the console" goes through the console's typing, which says in the manual what became of it.
sample({ clock: codeTyped, fn: (text) => ({ text, origin: 'manual' as const }), target: typingRequested });
sample({
  clock: typingReported,
  filter: ({ origin }) => origin === 'manual',
  fn: ({ text }) => text,
  target: typingReportReceived,
});

// 'Manual' on /machines chose this console to read the manual: it shows even if hidden before, and on a phone its tab
// is the one open. A reload (the target restored from this tab's storage) keeps what the student chose since.
const manualAskedFor = sample({
  clock: consoleOpened,
  source: $consoleTarget,
  filter: (chosen) => chosen?.opensManual === true && !chosen.instructor,
});
sample({ clock: manualAskedFor, target: showClicked });
sample({ clock: manualAskedFor, fn: () => 'manual' as const, target: tabChosen });
