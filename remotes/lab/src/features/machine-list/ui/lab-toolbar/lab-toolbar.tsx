import { Button, Intent } from '@blueprintjs/core';
import { Help, Pause, Play, Power, Refresh, Undo } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { unavailableWhile } from '@/shared/ui/unavailable/unavailable';
import { labProgressReason } from '../../lib';
import {
  $isLabInProgress,
  $labProgress,
  bulkActionClicked,
  helpClicked,
  refreshListClicked,
  revertClicked,
} from '../../model';
import styles from './lab-toolbar.module.css';

/**
 * Refresh List, the three bulk actions, Revert Lab, and the help icon (spec §2 "Machines page"). While a revert or
 * provisioning runs, the bulk actions and Revert Lab are unavailable, and a line next to them says why (a polite
 * live region, heard once as it appears; each of those buttons is described by it).
 */
export function LabToolbar() {
  const [refreshList, bulk, revert, help, isLabInProgress, labProgress] = useUnit([
    refreshListClicked,
    bulkActionClicked,
    revertClicked,
    helpClicked,
    $isLabInProgress,
    $labProgress,
  ]);
  const reasonId = useId();
  const whileInProgress = unavailableWhile(isLabInProgress, reasonId);
  return (
    <div className={styles.toolbar}>
      <div className={styles.buttons}>
        <Button icon={<Refresh />} variant="outlined" onClick={() => refreshList()}>
          Refresh List
        </Button>
        <Button icon={<Play />} variant="outlined" onClick={() => bulk('powerOnAll')} {...whileInProgress}>
          Power On All
        </Button>
        <Button icon={<Power />} variant="outlined" onClick={() => bulk('powerOffAll')} {...whileInProgress}>
          Power Off All
        </Button>
        <Button icon={<Pause />} variant="outlined" onClick={() => bulk('suspendAll')} {...whileInProgress}>
          Suspend All
        </Button>
        <Button icon={<Undo />} intent={Intent.DANGER} variant="outlined" onClick={() => revert()} {...whileInProgress}>
          Revert Lab
        </Button>
        <Button
          variant="minimal"
          icon={<Help />}
          aria-label="Action Definitions"
          title="Action Definitions"
          onClick={() => help()}
        />
      </div>
      <p id={reasonId} role="status" className={styles.reason}>
        {labProgressReason(labProgress)}
      </p>
    </div>
  );
}
