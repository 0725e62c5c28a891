import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the key guest passwords are sealed with comes from: the academy's (SECRETS_KEY, SECRETS_KEY_FILE); a key
 * file in the embedded database's data folder, made at its first start (`npm start`: passwords survive a restart);
 * or a throwaway key for a database in memory (tests), which ends with it.
 */
export type SecretsKeySource =
  | { kind: 'given'; key: Buffer }
  | { kind: 'data-folder'; file: string }
  | { kind: 'throwaway' };

export interface SecretsKey {
  key: Buffer;
  /** What the start's log says of it, when the academy did not give it. */
  notice: string | undefined;
}

export const SECRETS_KEY_REQUIRED =
  'SECRETS_KEY or SECRETS_KEY_FILE is required with DATABASE_URL: every instance must seal guest passwords with the same key (make one with: openssl rand -base64 32).';

export const THROWAWAY_KEY_NOTICE =
  'Guest passwords are sealed with a throwaway key: the database is in memory, and both end with this process.';

const KEY_FILE = 'secrets.key';

function decoded(base64: string, from: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${from} must be 32 bytes in base64 (openssl rand -base64 32); it decodes to ${key.length}.`);
  }
  return key;
}

/** Reads the variables; refuses a database shared by instances without a key they share. No file is written here. */
export function secretsKeyFrom(
  env: Record<string, string | undefined>,
  database: { dataDir: string; databaseUrl: string | undefined },
): SecretsKeySource {
  if (env.SECRETS_KEY) return { kind: 'given', key: decoded(env.SECRETS_KEY, 'SECRETS_KEY') };
  if (env.SECRETS_KEY_FILE) {
    return {
      kind: 'given',
      key: decoded(readFileSync(env.SECRETS_KEY_FILE, 'utf8'), 'The file SECRETS_KEY_FILE names'),
    };
  }
  if (database.databaseUrl) throw new Error(SECRETS_KEY_REQUIRED);
  if (database.dataDir === 'memory://') return { kind: 'throwaway' };
  return { kind: 'data-folder', file: path.join(database.dataDir, KEY_FILE) };
}

function fromDataFolder(file: string): SecretsKey {
  try {
    return { key: decoded(readFileSync(file, 'utf8'), file), notice: undefined };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': a second process starting on the same folder keeps the first one's key.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return {
    key: decoded(readFileSync(file, 'utf8'), file),
    notice: `Guest passwords are sealed with the key made in ${file}: keep it with the data folder's backups, or set SECRETS_KEY.`,
  };
}

const loaded = new WeakMap<SecretsKeySource, SecretsKey>();

/** The key itself, read or made once per source: the courses' and the checks' features share it. */
export function loadSecretsKey(source: SecretsKeySource): SecretsKey {
  const known = loaded.get(source);
  if (known) return known;
  const key: SecretsKey =
    source.kind === 'given'
      ? { key: source.key, notice: undefined }
      : source.kind === 'throwaway'
        ? { key: randomBytes(32), notice: THROWAWAY_KEY_NOTICE }
        : fromDataFolder(source.file);
  loaded.set(source, key);
  return key;
}
