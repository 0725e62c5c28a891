import type { LabMachine } from '@academy/api';
import { DeleteAlert } from '@academy/ui/instructor';
import { Callout, HTMLSelect, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useCallback, useId } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { filterLabels, type MonitorAction, type MonitorFilter } from '../lib';
import {
  $classId,
  $connection,
  $filter,
  $labError,
  $labs,
  $loadError,
  $revertCandidate,
  $shownLabs,
  $stuckEmails,
  commandClicked,
  connectionTextOf,
  consoleClicked,
  fetchLabsFx,
  filterChanged,
  lowerHandClicked,
  revertCancelled,
  revertClicked,
  revertConfirmed,
  revertLabFx,
} from '../model';
import styles from './class-monitor.module.css';
import { PresentationBar } from './presentation-bar';
import { StudentCard, type StudentCardProps } from './student-card';

const FILTERS: MonitorFilter[] = ['all', 'needsHelp', 'notRunning'];
/** 'Stuck' is offered for a class that reads a manual. */
const FILTERS_WITH_MANUAL: MonitorFilter[] = [...FILTERS, 'stuck'];

/** Every student's lab of the class as cards, live through the push channel, with the instructor's actions. */
export function ClassMonitor({
  cardExtra,
  cardNameExtra,
  cardActionsExtra,
}: {
  cardExtra?: StudentCardProps['extra'];
  cardNameExtra?: StudentCardProps['nameExtra'];
  cardActionsExtra?: StudentCardProps['actionsExtra'];
}) {
  const {
    classId,
    connection,
    filter,
    labs,
    shown,
    stuck,
    loadError,
    labError,
    revertCandidate,
    isFirstLoad,
    isReverting,
  } = useUnit({
    classId: $classId,
    connection: $connection,
    filter: $filter,
    labs: $labs,
    shown: $shownLabs,
    stuck: $stuckEmails,
    loadError: $loadError,
    labError: $labError,
    revertCandidate: $revertCandidate,
    isFirstLoad: fetchLabsFx.pending,
    isReverting: revertLabFx.pending,
  });
  const events = useUnit({
    command: commandClicked,
    openConsole: consoleClicked,
    revert: revertClicked,
    cancelRevert: revertCancelled,
    confirmRevert: revertConfirmed,
    lowerHand: lowerHandClicked,
    changeFilter: filterChanged,
  });
  const filterId = useId();

  const { command, openConsole } = events;
  const onAction = useCallback(
    (machine: LabMachine, action: MonitorAction) => {
      if (action === 'view') openConsole({ vm: machine.vm, name: machine.name });
      else command({ vm: machine.vm, command: action });
    },
    [command, openConsole],
  );

  if (!classId) return null;
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.connection}>
          <label className={styles.filter} htmlFor={filterId}>
            Show
          </label>
          <HTMLSelect
            id={filterId}
            value={filter}
            onChange={(event) => events.changeFilter(event.currentTarget.value as MonitorFilter)}
          >
            {(stuck === null ? FILTERS : FILTERS_WITH_MANUAL).map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <output className={styles.connection} aria-live="polite">
          <Tag
            minimal
            intent={connection.kind === 'live' ? Intent.SUCCESS : Intent.WARNING}
            aria-label={`Live updates: ${connectionTextOf(connection)}`}
          >
            {connectionTextOf(connection)}
          </Tag>
        </output>
      </div>
      {isFirstLoad && labs.length === 0 && (
        <div className={styles.connection} role="status">
          <Spinner size={SpinnerSize.SMALL} aria-hidden />
          <span>Loading labs</span>
        </div>
      )}
      {(loadError || labError) && (
        <Callout intent={Intent.WARNING} className={styles.banner} role="alert">
          {loadError ?? labError}
        </Callout>
      )}
      <PresentationBar />
      <ul className={styles.cards} aria-label="Students">
        {shown.map((lab) => (
          <StudentCard
            key={lab.email}
            lab={lab}
            onAction={onAction}
            onRevert={events.revert}
            onLowerHand={events.lowerHand}
            extra={cardExtra}
            nameExtra={cardNameExtra}
            actionsExtra={cardActionsExtra}
          />
        ))}
      </ul>
      {shown.length === 0 && labs.length > 0 && <p role="status">No student matches this filter.</p>}
      <DeleteAlert
        title="Revert lab"
        question="Every machine of this student's lab is deleted and provisioned again from its template: the work on them is lost."
        confirmText="Revert lab"
        item={revertCandidate === null ? null : { name: usernameOf(revertCandidate) }}
        isDeleting={isReverting}
        onCancel={() => events.cancelRevert()}
        onConfirm={() => events.confirmRevert()}
      />
    </>
  );
}
