import { actionDefinitionList } from '@academy/power-rules';
import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { focusOnOpen } from '@/shared/ui/focus-on-open/focus-on-open';
import { $isHelpOpen, helpClosed } from '../../model';
import styles from './action-definitions-dialog.module.css';

const focusOk = focusOnOpen(`.${Classes.DIALOG_FOOTER_ACTIONS} button`);

export function ActionDefinitionsDialog() {
  const [isOpen, closed] = useUnit([$isHelpOpen, helpClosed]);
  return (
    <Dialog isOpen={isOpen} onClose={() => closed()} onOpening={focusOk} title="Action Definitions" icon={<Help />}>
      <DialogBody>
        <dl className={styles.definitions}>
          {actionDefinitionList.map(({ label, meaning }) => (
            <div key={label} className={styles.item}>
              <dt>{label}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
      <DialogFooter actions={<Button onClick={() => closed()}>OK</Button>} />
    </Dialog>
  );
}
