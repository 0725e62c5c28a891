import { callErrorText } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, type Store, sample } from 'effector';
import { fetchInstructorFile } from '../api/instructor-file';
import { saveFile } from '../lib/save-file';

/**
 * A 'Download CSV' of a class: the file fetched with the instructor's token, then saved. The fetch and the save are
 * one effect (tests replace it); a failure is shown until the next try.
 */
export function createCsvDownload(config: {
  $classId: Store<string | null>;
  pathOf: (classId: string) => string;
  fileName: string;
}) {
  const downloadClicked = createEvent();
  const downloadCsvFx = attach({
    source: $instructorApi,
    effect: async (api, classId: string) =>
      saveFile(await fetchInstructorFile(api, config.pathOf(classId)), config.fileName),
  });
  reportInstructorUnauthorized([downloadCsvFx]);
  const $downloadError = createStore<string | null>(null)
    .on(downloadCsvFx.failData, (_, error) => callErrorText(error))
    .reset(downloadCsvFx, signedOut);
  sample({ clock: downloadClicked, source: config.$classId, filter: Boolean, target: downloadCsvFx });
  return { downloadClicked, downloadCsvFx, $downloadError };
}
