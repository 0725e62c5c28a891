import type { ClassCheckCell, ClassCheckColumn } from '@academy/api';
import { VISUALLY_HIDDEN } from '@academy/ui';
import { Alert, Button, Dialog, DialogBody, Spinner, Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { usernameOf } from '@/shared/lib/username';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { cellText, columnTitle, confirmEveryoneText, everyoneButtonText, outputTitle } from '../../lib';
import {
  $confirming,
  $csvError,
  $everyoneNotice,
  $grid,
  $hasChecks,
  $readError,
  $shownOutput,
  $startingEveryone,
  csvDownloadClicked,
  downloadCsvFx,
  everyoneCancelled,
  everyoneClicked,
  everyoneConfirmed,
  outputClosed,
  outputOpened,
} from '../../model';
import styles from './check-grid.module.css';

function Cell({ cell, email, onOutput }: { cell: ClassCheckCell; email: string; onOutput(): void }) {
  const text = cellText(cell);
  if (cell.status !== 'failed') {
    return <span className={cell.status === 'passed' ? styles.passed : styles.notChecked}>{text}</span>;
  }
  return (
    <Button
      size="small"
      variant="minimal"
      intent="danger"
      aria-label={`${text}: the output of ${usernameOf(email)}'s latest failure`}
      onClick={onOutput}
    >
      {text}
    </Button>
  );
}

function ColumnHeader({ column }: { column: ClassCheckColumn }) {
  return (
    <th scope="col">
      {columnTitle(column)}
      <span className={styles.machine}>{column.machine}</span>
    </th>
  );
}

/**
 * The class's checks: students × checks, each cell passed (its first pass), failed (its attempts; the output behind
 * it) or not checked, changed as verdicts are pushed; "Check everyone on step N" and the CSV. The table scrolls inside
 * its own box on a phone, never the page.
 */
export function CheckGrid() {
  const units = useUnit({
    grid: $grid,
    hasChecks: $hasChecks,
    readError: $readError,
    csvError: $csvError,
    downloading: downloadCsvFx.pending,
    download: csvDownloadClicked,
    notice: $everyoneNotice,
    starting: $startingEveryone,
    confirming: $confirming,
    shownOutput: $shownOutput,
    everyone: everyoneClicked,
    confirm: everyoneConfirmed,
    cancel: everyoneCancelled,
    openOutput: outputOpened,
    closeOutput: outputClosed,
  });
  const { grid } = units;
  if (!units.hasChecks && !units.readError) return null;
  const confirmingColumn = grid?.checks.find((check) => check.checkId === units.confirming);
  return (
    <MonitorSection
      title="Checks"
      error={units.readError ?? units.csvError}
      downloading={units.downloading}
      onDownload={units.hasChecks ? units.download : undefined}
    >
      {grid && units.hasChecks && (
        <>
          <div className={styles.everyone}>
            {grid.checks.map((column) => (
              // Focusable while one starts (aria-disabled, not disabled): focus stays on the button pressed.
              <Button
                key={column.checkId}
                size="small"
                icon={units.starting === column.checkId ? <Spinner size={16} /> : undefined}
                aria-disabled={units.starting !== null}
                onClick={() => units.everyone(column.checkId)}
              >
                {everyoneButtonText(column.step)}
              </Button>
            ))}
          </div>
          <p className={styles.notice} role="status">
            {units.notice}
          </p>
          <section
            className={styles.scroller}
            aria-label="Checks by student"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className={VISUALLY_HIDDEN}>
                Each student's checks: passed (with the first pass), failed (with the attempts), or not checked
              </caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  {grid.checks.map((column) => (
                    <ColumnHeader key={column.checkId} column={column} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.students.map((row) => (
                  <tr key={row.email}>
                    <th scope="row">
                      {usernameOf(row.email)}
                      {row.raised && (
                        <Tag className={styles.raised} intent="danger" minimal>
                          Raised
                        </Tag>
                      )}
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.checkId}>
                        <Cell
                          cell={cell}
                          email={row.email}
                          onOutput={() => units.openOutput({ email: row.email, checkId: cell.checkId })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <Alert
        isOpen={confirmingColumn !== undefined}
        confirmButtonText={confirmingColumn ? everyoneButtonText(confirmingColumn.step) : ''}
        cancelButtonText="Cancel"
        intent="primary"
        onConfirm={units.confirm}
        onCancel={units.cancel}
      >
        {confirmingColumn && grid && <p>{confirmEveryoneText(confirmingColumn.step, grid.students.length)}</p>}
      </Alert>
      <Dialog
        isOpen={units.shownOutput !== null}
        title={units.shownOutput ? outputTitle(usernameOf(units.shownOutput.email), units.shownOutput.check) : ''}
        onClose={units.closeOutput}
      >
        {units.shownOutput && (
          <DialogBody>
            <p>
              {columnTitle(units.shownOutput.check)} on {units.shownOutput.check.machine}
              {units.shownOutput.outputCut ? ': its output’s first 4 KB.' : '.'}
            </p>
            {units.shownOutput.output === '' ? (
              <p>No output.</p>
            ) : (
              <pre className={styles.output}>{units.shownOutput.output}</pre>
            )}
          </DialogBody>
        )}
      </Dialog>
    </MonitorSection>
  );
}
