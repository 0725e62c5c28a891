import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { focusOnOpen } from '@/shared/ui/focus-on-open/focus-on-open';
import { $isHelpOpen, helpClosed } from '../model';

/** Spec §2 "Action Definitions", word for word. */
export const actionDefinitions = [
  ['Reboot', 'restart the OS, close all apps and processes'],
  ['Refresh', "get an update of the machine's state"],
  ['Reset', 'hard restart with the power button'],
  ['Shut down', 'shut down the OS'],
  ['Start', 'power on the virtual machine'],
  ['Stop', 'power off the virtual machine'],
] as const;

const focusOk = focusOnOpen('.action-definitions__ok');

export function ActionDefinitionsDialog() {
  const [isOpen, closed] = useUnit([$isHelpOpen, helpClosed]);
  return (
    <Dialog isOpen={isOpen} onClose={() => closed()} onOpening={focusOk} title="Action Definitions" icon={<Help />}>
      <DialogBody>
        <dl className="action-definitions">
          {actionDefinitions.map(([action, meaning]) => (
            <div key={action} className="action-definitions__item">
              <dt>{action}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
      <DialogFooter
        actions={
          <Button className="action-definitions__ok" onClick={() => closed()}>
            OK
          </Button>
        }
      />
    </Dialog>
  );
}
