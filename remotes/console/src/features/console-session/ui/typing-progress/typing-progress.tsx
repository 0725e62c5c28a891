import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $typing, typingCancelClicked } from '../../model';
import { typingProgressText } from '../../typing/typing-texts';
import styles from './typing-progress.module.css';

const LABEL_ID = 'console-typing-progress';

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
    <div className={styles.typing}>
      <ProgressBar
        className={styles.bar}
        value={typing.characters === 0 ? 0 : typing.charactersTyped / typing.characters}
        intent={held ? Intent.WARNING : Intent.PRIMARY}
        animate={!held}
        aria-labelledby={LABEL_ID}
        aria-valuetext={text}
      />
      <span id={LABEL_ID} className={styles.text}>
        {held ? `${text} (held)` : text}
      </span>
      <Button size="small" variant="outlined" text="Cancel" aria-label="Cancel typing" onClick={() => cancel()} />
    </div>
  );
}
