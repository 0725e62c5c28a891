import { useUnit } from 'effector-react';
import { sendingProgressText } from '../../files/sending-progress-text';
import { $sending, sendCancelClicked } from '../../model';
import { ProgressLine } from '../progress-line/progress-line';

/** The file on its way into the machine: the bytes sent of its size, and Cancel (loaded while one is sent). */
export default function FileSendingProgress() {
  const { sending, cancel } = useUnit({ sending: $sending, cancel: sendCancelClicked });
  if (!sending) return null;
  return (
    <ProgressLine
      labelId="console-file-progress"
      value={sending.bytes === 0 ? 1 : sending.sentBytes / sending.bytes}
      text={sendingProgressText(sending.name, sending.sentBytes, sending.bytes)}
      cancelLabel="Cancel sending"
      onCancel={() => cancel()}
    />
  );
}
