import { type ListColumn, ListTable } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { type AuditLine, actionTextOf, OUTCOME_TEXTS, SHOWN_ENTRIES } from '../../lib';
import { $csvError, $entries, $loadError, $loaded, csvDownloadClicked, downloadCsvFx } from '../../model';
import styles from './audit-trail.module.css';

const COLUMNS: ListColumn<AuditLine>[] = [
  { id: 'time', header: 'Time', className: styles.time, cell: (entry) => timeTextOf(entry.at) },
  {
    id: 'actor',
    header: 'Actor',
    className: styles.wrap,
    cell: (entry) => (
      <>
        {entry.actor}
        <span className={styles.role}>{entry.role}</span>
      </>
    ),
  },
  { id: 'action', header: 'Action', cell: actionTextOf },
  { id: 'target', header: 'Target', className: styles.wrap, cell: (entry) => entry.target },
  { id: 'outcome', header: 'Outcome', cell: (entry) => `${OUTCOME_TEXTS[entry.outcome]} (${entry.status})` },
];

/** The class's latest actions (who did what, to what, when, and how it ended), with the whole trail as a CSV. */
export function AuditTrail() {
  const { entries, loaded, loadError, csvError, downloading, download } = useUnit({
    entries: $entries,
    loaded: $loaded,
    loadError: $loadError,
    csvError: $csvError,
    downloading: downloadCsvFx.pending,
    download: csvDownloadClicked,
  });
  return (
    <MonitorSection title="Audit trail" error={loadError ?? csvError} downloading={downloading} onDownload={download}>
      {loaded && entries.length === 0 && <p role="status">No actions recorded yet.</p>}
      {entries.length > 0 && (
        <ListTable
          label={`The latest ${SHOWN_ENTRIES} actions, newest first`}
          isCaptioned
          columns={COLUMNS}
          rows={entries}
        />
      )}
    </MonitorSection>
  );
}
