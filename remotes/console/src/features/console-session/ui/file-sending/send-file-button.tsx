import { Button } from '@blueprintjs/core';
import { Upload } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { PAUSED_SEND_TITLE, SEND_FILE_TEXT, SEND_FILE_TITLE, WATCHING_SEND_TITLE } from '../../files/file-texts';
import { $canSendFile, $isInputPaused, $watchMode, filesChosen } from '../../model';
import styles from './file-sending.module.css';

/** "Send a file…": opens the browser's file picker; the file chosen goes into the machine. */
export function SendFileButton() {
  const picker = useRef<HTMLInputElement>(null);
  const { canSend, paused, watchMode, chosen } = useUnit({
    canSend: $canSendFile,
    paused: $isInputPaused,
    watchMode: $watchMode,
    chosen: filesChosen,
  });
  const title = watchMode === 'view' ? WATCHING_SEND_TITLE : paused ? PAUSED_SEND_TITLE : SEND_FILE_TITLE;
  return (
    <>
      <Button
        icon={<Upload />}
        text={SEND_FILE_TEXT}
        title={title}
        disabled={!canSend}
        onClick={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        className={styles.picker}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared, so that choosing the same file again sends it again.
          event.currentTarget.value = '';
          if (files.length > 0) chosen(files);
        }}
      />
    </>
  );
}
