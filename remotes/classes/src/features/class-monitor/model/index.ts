export {
  $busyMachines,
  $labError,
  $machineErrors,
  $revertCandidate,
  commandClicked,
  consoleClicked,
  fetchTicketFx,
  lowerHandClicked,
  lowerHandFx,
  revertCancelled,
  revertClicked,
  revertConfirmed,
  revertLabFx,
  sendCommandFx,
} from './actions';
export type { ConnectionState } from './connection';
export {
  $connection,
  channelDropped,
  channelOpened,
  channelReopened,
  classChanged,
  classEventReceived,
  closeChannelFx,
  connectionTextOf,
  openChannelFx,
} from './connection';
export {
  $classId,
  $classMissing,
  $filter,
  $labs,
  $loadError,
  $shownLabs,
  $stuckEmails,
  $trainingClass,
  fetchClassFx,
  fetchLabsFx,
  filterChanged,
  labsOutdated,
  monitorClosed,
  monitorOpened,
  stuckKnown,
} from './labs';
export {
  $isPresentationBusy,
  $presentation,
  $presentationError,
  fetchPresentationFx,
  presentClicked,
  startPresentationFx,
  stopPresentationFx,
  stopPresentingClicked,
} from './presentation';
export {
  $screenshots,
  fetchScreenshotsFx,
  revokeScreenshotsFx,
  SCREENSHOT_REFRESH_MS,
} from './screenshots';
export { tabHidden, tabShown, unwatchTabFx, watchTabFx } from './visibility';
