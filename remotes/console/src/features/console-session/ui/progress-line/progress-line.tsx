import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import styles from './progress-line.module.css';

export interface ProgressLineProps {
  /** The id that names the bar: its text. */
  labelId: string;
  /** How far, from 0 to 1. */
  value: number;
  text: string;
  /** Held (amber, still), with the text saying why. */
  held?: boolean;
  /** What Cancel is named for a screen reader: "Cancel typing". */
  cancelLabel: string;
  onCancel(): void;
}

/** Something on its way into the machine, under the toolbar: a bar, its text and Cancel. */
export function ProgressLine({ labelId, value, text, held = false, cancelLabel, onCancel }: ProgressLineProps) {
  return (
    <div className={styles.line}>
      <ProgressBar
        className={styles.bar}
        value={value}
        intent={held ? Intent.WARNING : Intent.PRIMARY}
        animate={!held}
        aria-labelledby={labelId}
        aria-valuetext={text}
      />
      <span id={labelId} className={styles.text}>
        {text}
      </span>
      <Button size="small" variant="outlined" text="Cancel" aria-label={cancelLabel} onClick={onCancel} />
    </div>
  );
}
