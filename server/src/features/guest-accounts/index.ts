import { loadSecretsKey } from '../../secrets-key';
import type { FeatureParts } from '../feature';
import { createGuestAccountService } from './guest-account-service';
import { createSecretBox } from './secret-box';
import { createGuestAccountRepository } from './sql-guest-account-repository';

export type { GuestAccountService, GuestCredentials } from './guest-account-service';

/**
 * The guest account each course machine's checks run as, its password sealed with the academy's key: set through
 * the course calls (features/courses), read decrypted only by the server's checks (`credentials`).
 */
export function guestAccountsOf({ database, storage, config }: Pick<FeatureParts, 'database' | 'storage' | 'config'>) {
  return createGuestAccountService({
    accounts: createGuestAccountRepository(database),
    box: createSecretBox(loadSecretsKey(config.secretsKey).key),
    storage,
  });
}
