import { Button, Classes } from '@blueprintjs/core';
import { Unlock } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { KEYBOARD_HINT_ID, RELEASE_BUTTON_ID, RELEASE_KEYS_TEXT } from '../../lib';
import { releaseKeyboardClicked } from '../../model';
import styles from './keyboard-release.module.css';

/** How to get the keyboard back from the console: the release keys, said next to a button that does the same. */
export function KeyboardRelease() {
  const release = useUnit(releaseKeyboardClicked);
  return (
    <div className={styles.release}>
      <Button id={RELEASE_BUTTON_ID} icon={<Unlock />} text="Release keyboard" onClick={() => release()} />
      <p id={KEYBOARD_HINT_ID} className={`${Classes.TEXT_MUTED} ${styles.hint}`}>
        While the console has the keyboard it gets every key, Tab too: press {RELEASE_KEYS_TEXT} to release it.
      </p>
    </div>
  );
}
