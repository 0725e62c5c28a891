import { WATCHING_INSTRUCTOR_FILE_REFUSAL } from '@academy/api';
import { labActorOf } from '../classroom';
import type { FeatureParts, ServerFeature } from '../feature';
import { guestAccountsOf } from '../guest-accounts';
import type { FileFolderRepository } from './file-folder-repository';
import { guestFileRoutes } from './guest-file-routes';
import { createGuestFileService } from './guest-file-service';
import { createFileFolderRepository } from './sql-file-folder-repository';

export type { FileFolderRepository } from './file-folder-repository';

/** Each course machine's folder for files sent into it: set through the course calls (features/courses). */
export function fileFoldersOf({ database }: Pick<FeatureParts, 'database'>): FileFolderRepository {
  return createFileFolderRepository(database);
}

/**
 * Files sent into a lab machine (issue 41): Send a file… and a file dropped on the console stream its bytes to the
 * server, which copies them into the guest through VMware Tools as the course machine's guest account, into the
 * folder the course sets for it.
 */
export const guestFilesFeature: ServerFeature = {
  name: 'guest-files',
  routes: (parts) => {
    const { hypervisor, pauses } = parts.machines;
    return guestFileRoutes({
      files: createGuestFileService({
        hypervisor,
        storage: parts.storage,
        pauses,
        accounts: guestAccountsOf(parts),
        folders: fileFoldersOf(parts),
      }),
      actorOf: labActorOf(parts, WATCHING_INSTRUCTOR_FILE_REFUSAL),
      maxBytes: parts.config.fileUploadMaxBytes,
    });
  },
};
