import { type ListColumn, statusColumn } from '@academy/ui/instructor';
import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { Desktop, Edit, Trash } from '@blueprintjs/icons';
import type { ClassRow, ClassSortColumn } from '../../lib';
import styles from './class-table.module.css';
import { PassphraseCell } from './passphrase-cell';

/** The Passphrase cell of a class whose students each have their own (nothing to copy for the class). */
export const PERSONAL_PASSPHRASES_TEXT = 'One per student';

export interface ClassColumnsProps {
  /** The class whose passphrase was copied a moment ago, if any. */
  copiedId: string | null;
  onCopy: (id: string) => void;
  onLabs: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * The columns of the class list (spec §2 "Class list"): status dot, name, instructor, usernames without their
 * domain, the passphrase with a copy button, the schedule in the class's zone, and the class's buttons.
 */
export function classColumns({
  copiedId,
  onCopy,
  onLabs,
  onEdit,
  onDelete,
}: ClassColumnsProps): ListColumn<ClassRow, ClassSortColumn>[] {
  return [
    statusColumn('status', styles.status),
    { id: 'name', header: 'Name', sortBy: 'name', kind: 'title', className: styles.name, cell: (row) => row.name },
    {
      id: 'instructor',
      header: 'Instructor',
      sortBy: 'instructor',
      className: styles.instructor,
      cell: (row) => row.instructor,
    },
    {
      id: 'usernames',
      header: 'Usernames',
      cell: (row) => (
        <ul className={styles.usernames} aria-label={`Usernames of ${row.name}`}>
          {row.usernames.map((username) => (
            <li key={username}>{username}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'passphrase',
      header: 'Passphrase',
      cell: (row) =>
        row.passphraseMode === 'PERSONAL' ? (
          PERSONAL_PASSPHRASES_TEXT
        ) : (
          <PassphraseCell passphrase={row.passphrase} isCopied={copiedId === row.id} onCopy={() => onCopy(row.id)} />
        ),
    },
    {
      id: 'schedule',
      header: 'Schedule',
      sortBy: 'schedule',
      className: styles.schedule,
      cell: (row) => (
        <>
          <span className={styles.day}>{row.scheduleDays[0]}</span> to{' '}
          <span className={styles.day}>{row.scheduleDays[1]}</span>
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (row) => (
        <ButtonGroup>
          {row.status !== 'COMPLETED' && (
            <Button size="small" icon={<Desktop />} onClick={() => onLabs(row.id)}>
              Labs
            </Button>
          )}
          <Button size="small" icon={<Edit />} onClick={() => onEdit(row.id)}>
            Edit
          </Button>
          <Button
            size="small"
            intent={Intent.DANGER}
            variant="outlined"
            icon={<Trash />}
            onClick={() => onDelete(row.id)}
          >
            Delete
          </Button>
        </ButtonGroup>
      ),
    },
  ];
}
