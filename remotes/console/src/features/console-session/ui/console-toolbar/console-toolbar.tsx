import { isKeyboardLayout, KEYBOARD_LAYOUT_NAMES, KEYBOARD_LAYOUTS } from '@academy/api';
import { Button, ButtonGroup, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { Clipboard, Duplicate, Fullscreen, KeyControl } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import {
  $canSendInput,
  $canType,
  $clipboardNotice,
  $courseLayoutLabel,
  $fileNotice,
  $isConnected,
  $isCopying,
  $isInputPaused,
  $isSending,
  $isTyping,
  $layoutChoice,
  $watchMode,
  copyClicked,
  ctrlAltDelClicked,
  fullScreenClicked,
  keyboardLayoutChosen,
  PAUSED_BUTTON_TITLE,
  pasteClicked,
} from '../../model';
import { PASTE_TITLE, PAUSED_PASTE_TITLE, WATCHING_PASTE_TITLE } from '../../typing/typing-texts';
import { SendFileButton } from '../file-sending/send-file-button';
import styles from './console-toolbar.module.css';

// The progress bars load while a text is typed or a file sent: /view without either carries none of them.
const TypingProgress = lazy(() => import('../typing-progress/typing-progress'));
const FileSendingProgress = lazy(() => import('../file-sending/file-sending-progress'));

/** The select's value for the course's own layout. */
const COURSE_LAYOUT = '';

/** The layouts a machine may be typed in: its course's first. */
function layoutOptionsOf(courseLabel: string) {
  return [
    { value: COURSE_LAYOUT, label: courseLabel },
    ...KEYBOARD_LAYOUTS.map((layout) => ({ value: layout, label: KEYBOARD_LAYOUT_NAMES[layout] })),
  ];
}

/** Why Paste does what it does, or cannot. */
function pasteTitleOf(watching: boolean, paused: boolean): string {
  if (watching) return WATCHING_PASTE_TITLE;
  return paused ? PAUSED_PASTE_TITLE : PASTE_TITLE;
}

const LAYOUT_TITLE =
  "The machine's keyboard layout: Paste, Type into the console and the keys you type use it. Set it to the machine's own.";

/** Copy, Paste, Ctrl + Alt + Del, Full Screen, Send a file…, and the machine's keyboard layout. */
export function ConsoleToolbar() {
  const model = useUnit({
    isConnected: $isConnected,
    canSend: $canSendInput,
    canType: $canType,
    watchMode: $watchMode,
    isPaused: $isInputPaused,
    isCopying: $isCopying,
    layoutChoice: $layoutChoice,
    courseLayoutLabel: $courseLayoutLabel,
    notice: $clipboardNotice,
    fileNotice: $fileNotice,
    isTyping: $isTyping,
    isSending: $isSending,
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
        <SendFileButton />
      </ButtonGroup>
      <Label className={`${Classes.INLINE} ${styles.layout}`}>
        Keyboard layout
        <HTMLSelect
          value={model.layoutChoice ?? COURSE_LAYOUT}
          title={LAYOUT_TITLE}
          onChange={(event) => {
            const { value } = event.target;
            model.chooseLayout(isKeyboardLayout(value) ? value : null);
          }}
          options={layoutOptionsOf(model.courseLayoutLabel)}
        />
      </Label>
      <Suspense fallback={null}>
        {model.isTyping && <TypingProgress />}
        {model.isSending && <FileSendingProgress />}
      </Suspense>
      {/* Always in the page, so that what they come to say is announced (an inserted live region may not be). */}
      <span className={`${Classes.TEXT_MUTED} ${styles.notice}`} role="status">
        {model.notice}
      </span>
      <span className={`${Classes.TEXT_MUTED} ${styles.notice}`} role="status">
        {model.fileNotice}
      </span>
    </div>
  );
}
