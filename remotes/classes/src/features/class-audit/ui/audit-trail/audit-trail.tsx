import { useUnit } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { MonitorTable } from '@/shared/ui/monitor-section/monitor-table';
import { actionTextOf, OUTCOME_TEXTS, SHOWN_ENTRIES } from '../../lib';
import { $csvError, $entries, $loadError, $loaded, csvDownloadClicked, downloadCsvFx } from '../../model';
import styles from './audit-trail.module.css';

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
        <MonitorTable caption={`The latest ${SHOWN_ENTRIES} actions, newest first`}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              // Two entries may share every field (a double click): their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the trail is only ever replaced whole
              <tr key={`${entry.at}-${index}`}>
                <td className={styles.time}>{timeTextOf(entry.at)}</td>
                <td className={styles.wrap}>
                  {entry.actor}
                  <span className={styles.role}>{entry.role}</span>
                </td>
                <td>{actionTextOf(entry)}</td>
                <td className={styles.wrap}>{entry.target}</td>
                <td>
                  {OUTCOME_TEXTS[entry.outcome]} ({entry.status})
                </td>
              </tr>
            ))}
          </tbody>
        </MonitorTable>
      )}
    </MonitorSection>
  );
}
