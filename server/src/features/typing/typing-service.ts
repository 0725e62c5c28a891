import { KEYBOARD_LAYOUT_NAMES, type KeyboardLayout, type TypeTextAnswer, type TypeTextInput } from '@academy/api';
import { invalid, notFound } from '../../domain/errors';
import { encodeText } from '../../domain/keyboard/layout-codec';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { StudentContext } from '../../domain/student-auth';

import type { ScreenPauses } from '../classroom';
import { typedCharacters } from './typed-characters';

/** What the student's console shows during 'Pause screens': a paste is refused, or held, in the same words. */
export const SCREENS_PAUSED_REFUSAL = 'Your instructor has paused the lab screens.';

/** 'Pause screens' holds a paste as it holds keys typed by hand: 423, in the pause's words. */
export class ScreensPausedError extends Error {
  constructor() {
    super(SCREENS_PAUSED_REFUSAL);
    this.name = 'ScreensPausedError';
  }
}

/**
 * Who types and how the class's pause meets them: the student's text is refused (423) when it begins during a pause
 * (`refuse`, the plain answer) or waits for its end (`hold`, the progress stream), and in both waits between two
 * batches for a pause that begins meanwhile; the instructor in control types whatever the pause (`ignore`), as their
 * console's keys do.
 */
export type PauseRule = 'refuse' | 'hold' | 'ignore';

/** What the typing tells as it goes: the characters typed so far, and a pause that holds it or ends. */
export interface TypingListener {
  progress?(charactersTyped: number, characters: number): void;
  held?(message: string): void;
  resumed?(): void;
}

/** The lab typed into: the student's own, or the one whose console the instructor controls. */
export type TypingLab = Pick<StudentContext, 'labId'> & {
  trainingClass: Pick<StudentContext['trainingClass'], 'id' | 'courseId'>;
};

/** A text checked whole, ready to type: every refusal came before. */
export interface CheckedTyping {
  /** The text's characters (code points; a line break is one). */
  characters: number;
  layout: KeyboardLayout;
  /**
   * Types it, keys in batches; rejects with AbortError once `signal` aborts (between two batches: what was sent stays
   * typed), with the hypervisor's error when the machine turns off or goes, or the hypervisor stops answering.
   */
  run(options: { signal?: AbortSignal; listener?: TypingListener }): Promise<TypeTextAnswer>;
}

export interface TypingService {
  /** Checks the text for the lab's machine (refusing it before any key is sent), in the machine's layout. */
  check(lab: TypingLab, vm: string, input: TypeTextInput, pause: PauseRule): Promise<CheckedTyping>;
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
  /** Resolves once the class's screens are not paused (at once when they are not), or rejects when `signal` aborts. */
  untilResumed: (classId: string, signal?: AbortSignal) => Promise<void>;
  /** The course machine's layout for a lab machine (US when the course sets none). */
  layoutOf: (lab: TypingLab, vm: string) => Promise<KeyboardLayout>;
}): TypingService {
  const { hypervisor, pauses, untilResumed, layoutOf } = deps;

  return {
    async check(lab, vm, input, pause) {
      const started = performance.now();
      const machine = await hypervisor.machine(vm);
      // Another lab's machine answers exactly like a machine that does not exist.
      if (!machine || machine.labId !== lab.labId) throw notFound(`There is no machine ${vm} in your lab.`);
      const classId = lab.trainingClass.id;
      if (pause === 'refuse' && (await pauses.stateOf(classId)).paused) throw new ScreensPausedError();
      const layout = input.layout ?? (await layoutOf(lab, vm));
      const encoded = encodeText(layout, input.text);
      if (!encoded.ok) throw invalid(untypableRefusal(layout, encoded.untypable));
      const counted = typedCharacters(layout, input.text);

      /** Waits out a pause of the student's class, telling the listener; at once when there is none. */
      async function heldByPause(signal: AbortSignal | undefined, listener: TypingListener | undefined) {
        if (pause === 'ignore' || !(await pauses.stateOf(classId)).paused) return;
        listener?.held?.(SCREENS_PAUSED_REFUSAL);
        await untilResumed(classId, signal);
        listener?.resumed?.();
      }

      return {
        characters: counted.characters,
        layout,
        async run({ signal, listener }) {
          await heldByPause(signal, listener);
          signal?.throwIfAborted();
          await hypervisor.typeInGuest(vm, {
            keys: encoded.strokes,
            signal,
            afterBatch: async (keysSent) => {
              listener?.progress?.(counted.after(keysSent), counted.characters);
              await heldByPause(signal, listener);
            },
          });
          listener?.progress?.(counted.characters, counted.characters);
          return {
            charactersTyped: counted.characters,
            layout,
            durationMs: Math.round(performance.now() - started),
          };
        },
      };
    },
  };
}
