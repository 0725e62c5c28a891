/** The lab manual beside the console on /view: what the page, its components and the tests use. */

export {
  $checkLimits,
  $checkOutcomes,
  $checkStates,
  $checksLoadFailed,
  $runningCheck,
  type CheckOutcome,
  checkClicked,
  checksPollWaitFx,
  checksRetryClicked,
  fetchChecksFx,
  runCheckFx,
} from './checks';
export {
  $hasNoManual,
  $isLoading,
  $manual,
  $progress,
  $progressError,
  $showsLoadError,
  fetchManualFx,
  manualClosed,
  manualOpened,
  retryClicked,
  saveProgressFx,
  stepChosen,
  stepMarked,
} from './manual';
export {
  $isPaneHidden,
  $paneWidth,
  $scrollPlace,
  $tab,
  hideClicked,
  manualScrolled,
  paneResized,
  showClicked,
  tabChosen,
  writePaneSettingsFx,
  writeScrollPlaceFx,
} from './pane';
export {
  $isConsoleConnected,
  $typingNotice,
  codeTypeClicked,
  codeTyped,
  consoleConnectionChanged,
  typingReportReceived,
} from './typing';
