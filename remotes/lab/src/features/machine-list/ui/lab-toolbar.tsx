import { Button, Intent } from '@blueprintjs/core';
import { Help, Pause, Play, Power, Refresh, Undo } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { bulkActionClicked, helpClicked, refreshListClicked, revertClicked } from '../model';

/** Refresh List, the three bulk actions, Revert Lab, and the help icon (spec §2 "Machines page"). */
export function LabToolbar() {
  const [refreshList, bulk, revert, help] = useUnit([
    refreshListClicked,
    bulkActionClicked,
    revertClicked,
    helpClicked,
  ]);
  return (
    <div className="lab-toolbar">
      <Button icon={<Refresh />} variant="outlined" onClick={() => refreshList()}>
        Refresh List
      </Button>
      <Button icon={<Play />} variant="outlined" onClick={() => bulk('powerOnAll')}>
        Power On All
      </Button>
      <Button icon={<Power />} variant="outlined" onClick={() => bulk('powerOffAll')}>
        Power Off All
      </Button>
      <Button icon={<Pause />} variant="outlined" onClick={() => bulk('suspendAll')}>
        Suspend All
      </Button>
      <Button icon={<Undo />} intent={Intent.DANGER} variant="outlined" onClick={() => revert()}>
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
  );
}
