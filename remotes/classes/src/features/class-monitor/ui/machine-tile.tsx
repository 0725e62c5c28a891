import type { LabMachine } from '@academy/api';
import { StatusDot, statusWordsOf } from '@academy/ui';
import { Button } from '@blueprintjs/core';
import { useStoreMap, useUnit } from 'effector-react';
import { memo } from 'react';
import { type MonitorAction, monitorActionLabels, monitorActionsOf } from '../lib';
import {
  $busyMachines,
  $isPresentationBusy,
  $machineErrors,
  $presentation,
  $screenshots,
  presentClicked,
} from '../model';
import styles from './class-monitor.module.css';

export interface MachineTileProps {
  username: string;
  machine: LabMachine;
  onAction(machine: LabMachine, action: MonitorAction): void;
}

/** One machine of a student: its screen, status dot and state, and the instructor's buttons (spec §4). */
export const MachineTile = memo(function MachineTile({ username, machine, onAction }: MachineTileProps) {
  // Each tile follows its own machine's entries: a command elsewhere draws no other tile again.
  const isBusy = useStoreMap({ store: $busyMachines, keys: [machine.vm], fn: (busy, [vm]) => busy.has(vm) });
  const error = useStoreMap({ store: $machineErrors, keys: [machine.vm], fn: (errors, [vm]) => errors[vm] ?? '' });
  const isOn = machine.power_state === 'POWERED_ON';
  const screenshot = useStoreMap({ store: $screenshots, keys: [machine.vm], fn: (shown, [vm]) => shown[vm] ?? null });
  const isPresented = useStoreMap({
    store: $presentation,
    keys: [machine.vm],
    fn: (presentation, [vm]) => presentation?.vm === vm,
  });
  const { present, isPresentationBusy } = useUnit({ present: presentClicked, isPresentationBusy: $isPresentationBusy });
  const state = statusWordsOf(machine.power_state);
  return (
    <li className={styles.machine} aria-label={`${machine.name}, ${state}`}>
      <div className={styles.thumbnail}>
        {isOn && screenshot ? (
          <img src={screenshot} alt={`Screen of ${machine.name} of ${username}`} />
        ) : (
          <span className={styles.noScreen}>{isOn ? 'Loading screen…' : 'No screen'}</span>
        )}
      </div>
      <div className={styles.machineState}>
        <StatusDot status={machine.power_state} />
        <span className={styles.machineName}>{machine.name}</span>
        <span className={styles.stateWords}>{state}</span>
      </div>
      <div className={styles.machineActions}>
        {monitorActionsOf(machine).map((action) => (
          <Button
            key={action}
            size="small"
            disabled={isBusy}
            aria-label={`${monitorActionLabels[action]} ${machine.name} of ${username}`}
            onClick={() => onAction(machine, action)}
          >
            {monitorActionLabels[action]}
          </Button>
        ))}
        {isOn && (
          <Button
            size="small"
            disabled={isPresented || isPresentationBusy}
            aria-label={`${isPresented ? 'Shown to class' : 'Show to class'}: ${machine.name} of ${username}`}
            onClick={() => present(machine.vm)}
          >
            {isPresented ? 'Shown to class' : 'Show to class'}
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.machineError} role="alert">
          {error}
        </p>
      )}
    </li>
  );
});
