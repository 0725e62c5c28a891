import type { Machine } from '@academy/api';
import { actionLabels, actionsFor } from '@academy/power-rules';
import { StatusDot, statusWordsOf } from '@academy/ui';
import { Button, Classes, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { unavailableWhile } from '@/shared/ui/unavailable/unavailable';
import { machineActionClicked } from '../../model';
import styles from './machine-table.module.css';
import { useFocusKeptInRow } from './use-focus-kept-in-row';

export interface MachineRowProps {
  /** The machine the row shows, with its last action's message. */
  machine: Machine;
}

/**
 * One machine: status dot, name (and its last action's message), the actions its state offers (spec §4). The row
 * is named after the machine and its state in words ('DC01, Powered On'): the dot is no tab stop, so that is how a
 * screen reader hears the state. While its action runs the buttons are unavailable but keep focus; when the state
 * changes the buttons offered, focus stays in the row (see useFocusKeptInRow).
 */
export function MachineRow({ machine }: MachineRowProps) {
  const clicked = useUnit(machineActionClicked);
  const row = useRef<HTMLTableRowElement>(null);
  const onFocus = useFocusKeptInRow(row);
  const busy = unavailableWhile(machine.isLoading);
  return (
    <tr
      ref={row}
      className={styles.row}
      data-vm={machine.vm}
      aria-label={`${machine.name}, ${statusWordsOf(machine.power_state)}`}
      aria-busy={machine.isLoading}
      tabIndex={-1}
      onFocus={onFocus}
    >
      <td className={styles.state}>
        <StatusDot status={machine.power_state} />
      </td>
      <td>
        <div className={styles.name}>{machine.name}</div>
        {/* A phone has no hover for the dot's tooltip: its card spells the state out (the row's name already says it). */}
        <div className={`${styles.stateWords} ${Classes.TEXT_SMALL}`} aria-hidden="true">
          {statusWordsOf(machine.power_state)}
        </div>
        {machine.message !== '' && (
          <div className={`${styles.message} ${Classes.TEXT_SMALL}`} role="alert">
            {machine.message}
          </div>
        )}
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          {actionsFor(machine).map((action) => (
            <Button
              key={action}
              size="small"
              variant="outlined"
              onClick={() => clicked({ vm: machine.vm, action })}
              {...busy}
            >
              {actionLabels[action]}
            </Button>
          ))}
          {machine.isLoading && <Spinner size={16} aria-label={`${machine.name} is busy`} />}
        </div>
      </td>
    </tr>
  );
}
