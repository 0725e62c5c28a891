import { ActionsCell, ActionsHeaderCell, EmptyTableRow, SortableHeader, StatusDot, statusLabelOf } from '@academy/ui';
import { ErrorBanner, ListCell, ListTable } from '@academy/ui/instructor';
import { Button, ButtonGroup, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Desktop, Edit, Trash } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import {
  $copiedClassId,
  $deleteError,
  $isLoading,
  $loadFailureBanner,
  $rows,
  $sortOrder,
  $status,
  copyClicked,
  deleteClicked,
  editClicked,
  labsClicked,
  listRetryClicked,
  sortClicked,
} from '../../model';
import styles from './class-table.module.css';
import { PassphraseCell } from './passphrase-cell';

const COLUMN_COUNT = 7;

/**
 * The class list (spec §2 "Class list"): status dot, name, instructor, usernames without their domain, the
 * passphrase with a copy button, the schedule in the class's zone, and Edit and Delete per class; a card per class
 * on a narrow window (see ListTable), its buttons in sight.
 */
export function ClassTable() {
  const { rows, order, status, isLoading, loadFailure, deleteError, copiedId } = useUnit({
    rows: $rows,
    order: $sortOrder,
    status: $status,
    isLoading: $isLoading,
    loadFailure: $loadFailureBanner,
    deleteError: $deleteError,
    copiedId: $copiedClassId,
  });
  const { onSort, onEdit, onDelete, onCopy, onLabs, onRetry } = useUnit({
    onRetry: listRetryClicked,
    onLabs: labsClicked,
    onSort: sortClicked,
    onEdit: editClicked,
    onDelete: deleteClicked,
    onCopy: copyClicked,
  });

  return (
    <>
      {isLoading && (
        <div className={styles.loading} role="status">
          <Spinner size={SpinnerSize.SMALL} aria-hidden />
          <span>Loading classes</span>
        </div>
      )}
      {loadFailure && <ErrorBanner text={loadFailure} intent={Intent.WARNING} onRetry={onRetry} />}
      {deleteError && <ErrorBanner text={deleteError} intent={Intent.DANGER} />}
      <ListTable label="Classes">
        <thead>
          <tr>
            <SortableHeader label="Status" column="status" order={order} onSort={onSort} />
            <SortableHeader label="Name" column="name" order={order} onSort={onSort} />
            <SortableHeader label="Instructor" column="instructor" order={order} onSort={onSort} />
            <th>Usernames</th>
            <th>Passphrase</th>
            <SortableHeader label="Schedule" column="schedule" order={order} onSort={onSort} />
            <ActionsHeaderCell />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <ListCell label="Status" cardText={statusLabelOf(row.status)} className={styles.status}>
                <StatusDot status={row.status} />
              </ListCell>
              <ListCell isTitle className={styles.name}>
                {row.name}
              </ListCell>
              <ListCell label="Instructor" className={styles.instructor}>
                {row.instructor}
              </ListCell>
              <ListCell label="Usernames">
                <ul className={styles.usernames} aria-label={`Usernames of ${row.name}`}>
                  {row.usernames.map((username) => (
                    <li key={username}>{username}</li>
                  ))}
                </ul>
              </ListCell>
              <ListCell label="Passphrase">
                <PassphraseCell
                  passphrase={row.passphrase}
                  isCopied={copiedId === row.id}
                  onCopy={() => onCopy(row.id)}
                />
              </ListCell>
              <ListCell label="Schedule" className={styles.schedule}>
                <span className={styles.day}>{row.scheduleDays[0]}</span> to{' '}
                <span className={styles.day}>{row.scheduleDays[1]}</span>
              </ListCell>
              <ActionsCell>
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
              </ActionsCell>
            </tr>
          ))}
          {rows.length === 0 && status === 'succeeded' && (
            <EmptyTableRow columnCount={COLUMN_COUNT}>No classes yet.</EmptyTableRow>
          )}
        </tbody>
      </ListTable>
    </>
  );
}
