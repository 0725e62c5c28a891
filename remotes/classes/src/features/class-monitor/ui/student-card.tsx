import type { LabMachine, StudentLab } from '@academy/api';
import { Button, Tag } from '@blueprintjs/core';
import { Hand, History, Moon } from '@blueprintjs/icons';
import { memo, type ReactNode } from 'react';
import { usernameOf } from '@/shared/lib/username';
import { handTimeOf, idleTextOf, type MonitorAction, provisionedText } from '../lib';
import styles from './class-monitor.module.css';
import { MachineTile } from './machine-tile';

export interface StudentCardProps {
  lab: StudentLab;
  onAction(machine: LabMachine, action: MonitorAction): void;
  onRevert(email: string): void;
  onLowerHand(email: string): void;
  /** What another feature shows on the card (the student's place in the manual). */
  extra?(email: string): ReactNode;
  /** What another feature shows beside the username (the rostered student's name). */
  nameExtra?(email: string): ReactNode;
  /** Another feature's buttons beside 'Revert lab' (the roster's 'Remove'). */
  actionsExtra?(email: string): ReactNode;
}

/** One student's lab on the monitor; drawn again only when that lab changed (see mergeLabs). */
export const StudentCard = memo(function StudentCard({
  lab,
  onAction,
  onRevert,
  onLowerHand,
  extra,
  nameExtra,
  actionsExtra,
}: StudentCardProps) {
  const username = usernameOf(lab.email);
  const headingId = `student-${username}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.username}>
          {username}
          {nameExtra?.(lab.email)}
        </h2>
        <div className={styles.cardActions}>
          <Button size="small" variant="outlined" icon={<History />} onClick={() => onRevert(lab.email)}>
            Revert lab
          </Button>
          {actionsExtra?.(lab.email)}
        </div>
      </div>
      {lab.helpRequestedAt && (
        <div className={styles.hand} role="status">
          <Tag intent="warning" icon={<Hand />} size="large">
            Hand raised at {handTimeOf(lab.helpRequestedAt)}
          </Tag>
          <Button size="small" onClick={() => onLowerHand(lab.email)} aria-label={`Lower hand of ${username}`}>
            Lower hand
          </Button>
        </div>
      )}
      {lab.idle && (
        <p className={styles.hand}>
          <Tag intent={lab.idle.suspendedAt ? 'primary' : 'none'} icon={<Moon />}>
            {idleTextOf(lab.idle)}
          </Tag>
        </p>
      )}
      <p className={styles.progress}>{provisionedText(lab)}</p>
      {extra?.(lab.email)}
      <ul className={styles.machines} aria-label={`Machines of ${username}`}>
        {lab.vms.map((machine) => (
          <MachineTile key={machine.vm} username={username} machine={machine} onAction={onAction} />
        ))}
      </ul>
    </li>
  );
});
