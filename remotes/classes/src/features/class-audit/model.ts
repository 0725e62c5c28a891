import { type AuditEntry, apiPaths } from '@academy/api';
import { createClassReading } from '@/shared/model/class-reading';
import { createCsvDownload } from '@/shared/model/csv-download';
import { fetchAuditTrail } from './api';
import { latestLinesOf } from './lib';

/** The class's audit trail on its monitor: the latest entries, read again after the class changed, and its CSV. */

export const {
  opened: trailOpened,
  closed: trailClosed,
  outdated: trailOutdated,
  readFx: fetchTrailFx,
  $classId,
  $data: $trail,
  $loaded,
  $loadError,
} = createClassReading<AuditEntry[]>({ read: fetchAuditTrail, empty: [] });

export const $entries = $trail.map(latestLinesOf);

export const {
  downloadClicked: csvDownloadClicked,
  downloadCsvFx,
  $downloadError: $csvError,
} = createCsvDownload({ $classId, pathOf: apiPaths.classAuditCsv, fileName: 'audit.csv' });
