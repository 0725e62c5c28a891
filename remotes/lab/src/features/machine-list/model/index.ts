/**
 * The machine state of spec §3: list, current (console ticket), expectedVmCount, isReverting, status, error.
 * One concern a file; this is what the pages, the components and the tests use.
 */

// Wiring only: these export nothing the page needs, but must be loaded.
import './power-command';

export { bulkActionClicked } from './bulk-actions';
export { $currentTicket, $ticketError, $wmksUrl } from './console-ticket';
export { $isHelpOpen, helpClicked, helpClosed } from './help-dialog';
export { $listError, $listStatus, listOpened, refreshListClicked } from './list-loading';
export { $expectedVmCount, $machines } from './machines';
export {
  $hasManual,
  $manualLinkNotice,
  manualLinkClicked,
  manualWanted,
  NO_RUNNING_MACHINE_TEXT,
} from './manual-link';
export { $isLabInProgress, $isReverting, $labProgress, $provisioningBanner } from './provisioning';
export {
  $handError,
  $helpQueue,
  $helpRequestedAt,
  $isHandPending,
  fetchHelpFx,
  handToggled,
  setHelpRequestFx,
} from './raise-hand';
export {
  fetchConsoleTicketRequestFx,
  fetchPowerStateRequestFx,
  revertLabRequestFx,
  sendPowerCommandRequestFx,
} from './requests';
export {
  $isRevertConfirmOpen,
  $isRevertPending,
  $revertError,
  $revertStatus,
  revertCancelled,
  revertClicked,
  revertConfirmed,
} from './revert';
export { machineActionClicked } from './row-actions';
