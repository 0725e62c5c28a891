import type { FolderMachine } from '@academy/api';
import { CHECKS_RUN_WITH } from '../../guest-accounts';
import { FileFolderField } from '../file-folder/file-folder-field';
import { GuestAccount } from '../guest-accounts/guest-accounts';
import { KeyboardLayoutField } from '../keyboard-layout/keyboard-layout-field';
import styles from './course-machines.module.css';

export interface CourseMachinesProps {
  /** The machines chosen for the course, in their folder's order. */
  machines: readonly FolderMachine[];
}

/**
 * 'Machine settings': per chosen machine, in a box named for it, the guest account its checks sign in with (a stored
 * password never shown), its guest's keyboard layout and the folder files sent into it go to.
 */
export function CourseMachines({ machines }: CourseMachinesProps) {
  return (
    <fieldset className={styles.machines}>
      <legend className={styles.legend}>Machine settings</legend>
      <p className={styles.help}>
        For each chosen machine: the guest account its checks and sent files sign in with, its keyboard layout, and the
        folder files sent to it go to.
      </p>
      {machines.map((machine) => {
        const shell = machine.guestOs && CHECKS_RUN_WITH[machine.guestOs];
        return (
          <fieldset key={machine.vm} className={styles.machine}>
            <legend className={styles.machineName}>{machine.name}</legend>
            {shell && <p className={styles.help}>{shell}</p>}
            <div className={styles.fields}>
              <GuestAccount vm={machine.vm} />
              <KeyboardLayoutField vm={machine.vm} />
              <FileFolderField vm={machine.vm} guestOs={machine.guestOs} />
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
