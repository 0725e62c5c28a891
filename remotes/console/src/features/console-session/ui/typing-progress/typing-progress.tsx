import { useUnit } from 'effector-react';
import { $typing, typingCancelClicked } from '../../model';
import { typingProgressText } from '../../typing/typing-texts';
import { ProgressLine } from '../progress-line/progress-line';

/**
 * The text being typed into the machine: how far it is, held (amber, still) while the instructor's pause holds it,
 * and Cancel. What becomes of it is said where it was asked for (the toolbar's or the manual's live line). Loaded
 * while a text is typed.
 */
export default function TypingProgress() {
  const { typing, cancel } = useUnit({ typing: $typing, cancel: typingCancelClicked });
  if (!typing) return null;
  const text = typingProgressText(typing.charactersTyped, typing.characters);
  const held = typing.held !== null;
  return (
    <ProgressLine
      labelId="console-typing-progress"
      value={typing.characters === 0 ? 0 : typing.charactersTyped / typing.characters}
      text={held ? `${text} (held)` : text}
      held={held}
      cancelLabel="Cancel typing"
      onCancel={() => cancel()}
    />
  );
}
