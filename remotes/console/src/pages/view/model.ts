import { sample } from 'effector';
import { $isConnected, $target, consoleClosed, consoleOpened, typeTextFx } from '@/features/console-session/model';
import { codeTyped, consoleConnectionChanged, manualClosed, manualOpened } from '@/features/lab-manual/model';

/** /view: the console and, for a student's own machine, the class's manual beside it. */

// An instructor watching a student's console reads no student's manual (the call takes the student's credential).
sample({
  clock: consoleOpened,
  source: $target,
  filter: (target) => target !== null && !target.instructor,
  target: manualOpened,
});
sample({ clock: consoleClosed, target: manualClosed });
sample({ clock: $isConnected, target: consoleConnectionChanged });
sample({ clock: codeTyped, target: typeTextFx });
