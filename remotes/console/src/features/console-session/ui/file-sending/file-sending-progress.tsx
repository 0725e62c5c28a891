import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { sendingProgressText } from '../../files/sending-progress-text';
import { $sending, sendCancelClicked } from '../../model';
import styles from './file-sending.module.css';

const LABEL_ID = 'console-file-progress';

/** The file on its way into the machine: the bytes sent of its size, and Cancel (loaded while one is sent). */
export default function FileSendingProgress() {
  const { sending, cancel } = useUnit({ sending: $sending, cancel: sendCancelClicked });
  if (!sending) return null;
  const text = sendingProgressText(sending.name, sending.sentBytes, sending.bytes);
  return (
    <div className={styles.sending}>
      <ProgressBar
        className={styles.bar}
        value={sending.bytes === 0 ? 1 : sending.sentBytes / sending.bytes}
        intent={Intent.PRIMARY}
        aria-labelledby={LABEL_ID}
        aria-valuetext={text}
      />
      <span id={LABEL_ID} className={styles.text}>
        {text}
      </span>
      <Button size="small" variant="outlined" text="Cancel" aria-label="Cancel sending" onClick={() => cancel()} />
    </div>
  );
}
