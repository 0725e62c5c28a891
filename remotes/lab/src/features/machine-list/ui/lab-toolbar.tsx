import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { Help, Pause, Play, Power, Refresh, Undo } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { bulkActionClicked, helpClicked, refreshListClicked, revertClicked } from '../model';

/** Refresh List, the three bulk actions, Revert Lab, and the help icon (spec §2 "Machines page"). */
export function LabToolbar() {
  const [refreshList, bulk, revert, help] = useUnit([refreshListClicked, bulkActionClicked, revertClicked, helpClicked]);
  return (
    <div className="lab-toolbar">
      <ButtonGroup className="lab-toolbar__buttons">
        <Button icon={<Refresh />} onClick={() => refreshList()}>
          Refresh List
        </Button>
        <Button icon={<Play />} onClick={() => bulk('powerOnAll')}>
          Power On All
        </Button>
        <Button icon={<Power />} onClick={() => bulk('powerOffAll')}>
          Power Off All
        </Button>
        <Button icon={<Pause />} onClick={() => bulk('suspendAll')}>
          Suspend All
        </Button>
      </ButtonGroup>
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
