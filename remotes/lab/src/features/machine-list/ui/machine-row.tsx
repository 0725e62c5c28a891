import type { Machine } from '@academy/contracts';
import { StatusDot } from '@academy/ui';
import { Button, Classes, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { actionLabels, actionsFor } from '../lib';
import { machineActionClicked } from '../model';

export interface MachineRowProps {
  /** The machine the row shows, with its last action's message. */
  machine: Machine;
}

/** One machine: status dot, name (and its last action's message), the actions its state offers (spec §4). */
export function MachineRow({ machine }: MachineRowProps) {
  const clicked = useUnit(machineActionClicked);
  return (
    <tr data-vm={machine.vm} aria-busy={machine.isLoading}>
      <td className="machine-row__state">
        <StatusDot status={machine.power_state} />
      </td>
      <td>
        <div className="machine-row__name">{machine.name}</div>
        {machine.message !== '' && (
          <div className={`machine-row__message ${Classes.TEXT_SMALL}`}>{machine.message}</div>
        )}
      </td>
      <td>
        <div className="machine-row__actions">
          {actionsFor(machine).map((action) => (
            <Button
              key={action}
              size="small"
              variant="outlined"
              disabled={machine.isLoading}
              onClick={() => clicked({ vm: machine.vm, action })}
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
