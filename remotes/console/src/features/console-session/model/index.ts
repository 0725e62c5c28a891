/**
 * The console session of /view: a state machine (connect, reconnect every 4 s, stop for good) with the toolbar
 * around it, one concern a file. This is what the page, its components and the tests use.
 */

// Wiring only: these export nothing the page needs, but must be loaded.
import './connection';
import './reconnect';
import './resize';

export {
  $clipboardNotice,
  $guestClipboard,
  $isCopying,
  copyClicked,
  pasteClicked,
  readClipboardFx,
  writeClipboardFx,
} from './clipboard';
export {
  $adapter,
  connectionErrored,
  connectionStateChanged,
  consoleClosed,
  consoleOpened,
  containerResized,
  createConsoleFx,
  guestClipboardReceived,
  releaseKeysPressed,
} from './console';
export {
  $canSendFile,
  $fileNotice,
  $fileUploadMaxBytes,
  $isSending,
  $sending,
  type FileSending,
  filesChosen,
  requestSendFileFx,
  sendCancelClicked,
} from './file-sending';
export { $canSendInput, $isInputPaused, PAUSED_BUTTON_TITLE } from './input-pause';
export {
  $courseLayout,
  $courseLayoutLabel,
  $keyboardLayout,
  $layoutChoice,
  $layoutChoices,
  keyboardLayoutChosen,
} from './keyboard-layout';
export { focusReleaseButtonFx, releaseKeyboardClicked } from './keyboard-release';
export { logFx } from './log';
export { $attempt, $connectionError } from './phase';
export { $isConnected, $isScreenStale, $status, $statusText } from './status';
export { $rememberedTarget, $target, $watchMode, forgetTargetFx, rememberTargetFx } from './target';
export { requestTicketFx } from './ticket';
export { ctrlAltDelClicked, fullScreenClicked } from './toolbar-commands';
export {
  $canType,
  $isTyping,
  $typing,
  requestTypingFx,
  type TypingJob,
  type TypingOrigin,
  typingCancelClicked,
  typingReported,
  typingRequested,
} from './typing';
export { giveBackClicked, takeControlClicked } from './watch-mode';
