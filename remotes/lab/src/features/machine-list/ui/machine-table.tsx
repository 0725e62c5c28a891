import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { $listStatus, $machines } from '../model';
import { MachineRow } from './machine-row';

/** The student's machines: State, Machine Name, Actions (spec §2 "Machines page"). */
export function MachineTable() {
  const [machines, listStatus] = useUnit([$machines, $listStatus]);
  return (
    <div className="machine-table__scroll">
      <HTMLTable className="machine-table" striped aria-label="Machines">
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
            <tr>
              <td colSpan={3} className="machine-table__empty">
                {listStatus === 'loading' ? (
                  <Spinner size={20} aria-label="Loading machines" />
                ) : (
                  'No machines in your lab yet.'
                )}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
