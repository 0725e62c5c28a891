import { KEYBOARD_LAYOUT_NAMES, type KeyboardLayout, type TypeTextAnswer, type TypeTextInput } from '@academy/api';
import { invalid, notFound } from '../../domain/errors';
import { encodeText } from '../../domain/keyboard/layout-codec';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { StudentContext } from '../../domain/student-auth';
import type { ScreenPauses } from '../classroom';

/** What the student's console shows during 'Pause screens': a paste is refused in the same words. */
export const SCREENS_PAUSED_REFUSAL = 'Your instructor has paused the lab screens.';

/** 'Pause screens' holds a paste as it holds keys typed by hand: 423, in the pause's words. */
export class ScreensPausedError extends Error {
  constructor() {
    super(SCREENS_PAUSED_REFUSAL);
    this.name = 'ScreensPausedError';
  }
}

export interface TypingService {
  /** Types the text whole into the student's own machine, or refuses it before any key is sent. */
  typeText(student: StudentContext, vm: string, input: TypeTextInput, signal?: AbortSignal): Promise<TypeTextAnswer>;
}

/** "€ cannot be typed on a US keyboard." / "€ and ¥ cannot be typed on a German keyboard." */
export function untypableRefusal(layout: KeyboardLayout, untypable: readonly string[]): string {
  const named = untypable.map((char) => (char === ' ' ? 'space' : char));
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${list} cannot be typed on a ${KEYBOARD_LAYOUT_NAMES[layout]} keyboard.`;
}

export function createTypingService(deps: {
  hypervisor: Hypervisor;
  pauses: Pick<ScreenPauses, 'stateOf'>;
  /** The course machine's layout for a lab machine (US when the course sets none). */
  layoutOf: (student: StudentContext, vm: string) => Promise<KeyboardLayout>;
}): TypingService {
  const { hypervisor, pauses, layoutOf } = deps;

  return {
    async typeText(student, vm, input, signal) {
      const started = performance.now();
      const machine = await hypervisor.machine(vm);
      // Another lab's machine answers exactly like a machine that does not exist.
      if (!machine || machine.labId !== student.labId) throw notFound(`There is no machine ${vm} in your lab.`);
      if ((await pauses.stateOf(student.trainingClass.id)).paused) throw new ScreensPausedError();
      const layout = input.layout ?? (await layoutOf(student, vm));
      const encoded = encodeText(layout, input.text);
      if (!encoded.ok) throw invalid(untypableRefusal(layout, encoded.untypable));
      await hypervisor.typeInGuest(vm, { keys: encoded.strokes, signal });
      return {
        charactersTyped: [...input.text].length,
        layout,
        durationMs: Math.round(performance.now() - started),
      };
    },
  };
}
