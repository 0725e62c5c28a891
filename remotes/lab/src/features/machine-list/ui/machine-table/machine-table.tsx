import { VISUALLY_HIDDEN } from '@academy/ui';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { emptyLabText } from '../../lib';
import { $labProgress, $listStatus, $machines } from '../../model';
import { MachineRow } from './machine-row';
import styles from './machine-table.module.css';

/**
 * The student's machines: State, Machine Name, Actions (spec §2 "Machines page"); on a phone each row is a card,
 * its actions under the name. While an empty list loads, a screen reader hears so (the cell is a live region).
 */
export function MachineTable() {
  const [machines, listStatus, labProgress] = useUnit([$machines, $listStatus, $labProgress]);
  return (
    <HTMLTable className={styles.table} aria-label="Machines">
      <thead>
        <tr>
          <th>State</th>
          <th>Machine Name</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {machines.map((machine) => (
          <MachineRow key={machine.vm} machine={machine} />
        ))}
        {machines.length === 0 && (
          <tr className={styles.emptyRow}>
            <td colSpan={3} className={styles.empty}>
              <div role="status">
                {listStatus === 'loading' ? (
                  <>
                    <Spinner size={20} aria-hidden />
                    <span className={VISUALLY_HIDDEN}>Loading machines</span>
                  </>
                ) : (
                  emptyLabText(labProgress)
                )}
              </div>
            </td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}
