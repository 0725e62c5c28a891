import { Button, ButtonGroup, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { Clipboard, Duplicate, Fullscreen, KeyControl } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { isKeyboardLayoutId, KEYBOARD_LAYOUTS } from '../../keyboard-layouts';
import {
  $canSendInput,
  $canType,
  $clipboardNotice,
  $isConnected,
  $isCopying,
  $isInputPaused,
  $keyboardLayout,
  $watchMode,
  copyClicked,
  ctrlAltDelClicked,
  fullScreenClicked,
  keyboardLayoutChosen,
  PAUSED_BUTTON_TITLE,
  pasteClicked,
} from '../../model';
import { PASTE_TITLE, PAUSED_PASTE_TITLE, WATCHING_PASTE_TITLE } from '../../typing/typing-texts';
import { TypingProgress } from '../typing-progress/typing-progress';
import styles from './console-toolbar.module.css';

/** Why Paste does what it does, or cannot. */
function pasteTitleOf(watching: boolean, paused: boolean): string {
  if (watching) return WATCHING_PASTE_TITLE;
  return paused ? PAUSED_PASTE_TITLE : PASTE_TITLE;
}

/** Copy, Paste, Ctrl + Alt + Del, Full Screen, and the machine's keyboard layout. */
export function ConsoleToolbar() {
  const model = useUnit({
    isConnected: $isConnected,
    canSend: $canSendInput,
    canType: $canType,
    watchMode: $watchMode,
    isPaused: $isInputPaused,
    isCopying: $isCopying,
    layout: $keyboardLayout,
    notice: $clipboardNotice,
    copy: copyClicked,
    paste: pasteClicked,
    ctrlAltDel: ctrlAltDelClicked,
    fullScreen: fullScreenClicked,
    chooseLayout: keyboardLayoutChosen,
  });
  return (
    <div className={styles.toolbar}>
      <ButtonGroup className={styles.commands} role="group" aria-label="Console commands">
        <Button
          icon={<Duplicate />}
          text="Copy"
          title="Copy the machine's clipboard text to this computer"
          disabled={!model.isConnected}
          loading={model.isCopying}
          onClick={() => model.copy()}
        />
        <Button
          icon={<Clipboard />}
          text="Paste"
          title={pasteTitleOf(model.watchMode === 'view', model.isPaused)}
          disabled={!model.canType}
          onClick={() => model.paste()}
        />
        <Button
          icon={<KeyControl />}
          text="Ctrl + Alt + Del"
          title={model.isPaused ? PAUSED_BUTTON_TITLE : undefined}
          disabled={!model.canSend}
          onClick={() => model.ctrlAltDel()}
        />
        <Button
          icon={<Fullscreen />}
          text="Full Screen"
          disabled={!model.isConnected}
          onClick={() => model.fullScreen()}
        />
      </ButtonGroup>
      <Label className={`${Classes.INLINE} ${styles.layout}`}>
        Keyboard layout
        <HTMLSelect
          value={model.layout}
          onChange={(event) => {
            if (isKeyboardLayoutId(event.target.value)) model.chooseLayout(event.target.value);
          }}
          options={KEYBOARD_LAYOUTS.map(({ id, label }) => ({ value: id, label: `${label} (${id})` }))}
        />
      </Label>
      <TypingProgress />
      {model.notice && (
        <span className={`${Classes.TEXT_MUTED} ${styles.notice}`} role="status">
          {model.notice}
        </span>
      )}
    </div>
  );
}
