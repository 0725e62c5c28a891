import { actionDefinitionList } from '@academy/power-rules';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { focusOnOpen } from '@/shared/ui/focus-on-open/focus-on-open';
import { $isHelpOpen, helpClosed } from '../model';

const focusOk = focusOnOpen('.action-definitions__ok');

export function ActionDefinitionsDialog() {
  const [isOpen, closed] = useUnit([$isHelpOpen, helpClosed]);
  return (
    <Dialog isOpen={isOpen} onClose={() => closed()} onOpening={focusOk} title="Action Definitions" icon={<Help />}>
      <DialogBody>
        <dl className="action-definitions">
          {actionDefinitionList.map(({ label, meaning }) => (
            <div key={label} className="action-definitions__item">
              <dt>{label}</dt>
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
