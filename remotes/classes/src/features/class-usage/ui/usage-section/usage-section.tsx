import { useUnit } from 'effector-react';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { hoursTextOf } from '../../lib';
import { $csvError, $loadError, $loaded, $usage, csvDownloadClicked, downloadCsvFx } from '../../model';
import { UsageChart } from './usage-chart';
import styles from './usage-section.module.css';
import { UsageTable } from './usage-table';

/** The class's machine-hours per student and day: a chart with the table beside it, and the figures as a CSV. */
export function UsageSection() {
  const { usage, loaded, loadError, csvError, downloading, download } = useUnit({
    usage: $usage,
    loaded: $loaded,
    loadError: $loadError,
    csvError: $csvError,
    downloading: downloadCsvFx.pending,
    download: csvDownloadClicked,
  });
  const hasFigures = usage !== null && usage.days.length > 0;
  return (
    <MonitorSection title="Usage" error={loadError ?? csvError} downloading={downloading} onDownload={download}>
      {usage && (
        <p className={styles.summary}>
          {hoursTextOf(usage.totalMinutes)} machine-hours in all, days in the class's time zone ({usage.timeZone}).
        </p>
      )}
      {loaded && !hasFigures && <p role="status">No machine of this class has run yet.</p>}
      {hasFigures && (
        <div className={styles.layout}>
          <UsageChart usage={usage} />
          <UsageTable usage={usage} />
        </div>
      )}
    </MonitorSection>
  );
}
