import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadSecretsKey, SECRETS_KEY_REQUIRED, secretsKeyFrom, THROWAWAY_KEY_NOTICE } from './secrets-key';

const ON_DISK = { dataDir: '/var/lib/academy', databaseUrl: undefined };

function folder(): string {
  return mkdtempSync(path.join(tmpdir(), 'secrets-key-'));
}

describe('secretsKeyFrom', () => {
  it('reads SECRETS_KEY, or the file SECRETS_KEY_FILE names', () => {
    const key = randomBytes(32);
    expect(secretsKeyFrom({ SECRETS_KEY: key.toString('base64') }, ON_DISK)).toEqual({ kind: 'given', key });
    const file = path.join(folder(), 'key');
    writeFileSync(file, `${key.toString('base64')}\n`);
    expect(secretsKeyFrom({ SECRETS_KEY_FILE: file }, ON_DISK)).toEqual({ kind: 'given', key });
  });

  it('without either: a key file in the data folder, a throwaway key for a database in memory', () => {
    expect(secretsKeyFrom({}, ON_DISK)).toEqual({ kind: 'data-folder', file: '/var/lib/academy/secrets.key' });
    expect(secretsKeyFrom({}, { dataDir: 'memory://', databaseUrl: undefined })).toEqual({ kind: 'throwaway' });
  });

  it('refuses a shared PostgreSQL database without a key every instance shares', () => {
    expect(() => secretsKeyFrom({}, { dataDir: '', databaseUrl: 'postgres://db/academy' })).toThrow(
      SECRETS_KEY_REQUIRED,
    );
    expect(
      secretsKeyFrom({ SECRETS_KEY: randomBytes(32).toString('base64') }, { dataDir: '', databaseUrl: 'postgres://x' })
        .kind,
    ).toBe('given');
  });

  it('refuses a key that is not 32 bytes, saying how to make one, and never repeating it', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => secretsKeyFrom({ SECRETS_KEY: short }, ON_DISK)).toThrow(
      'SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32); it decodes to 16.',
    );
  });
});

describe('loadSecretsKey', () => {
  it("makes the data folder's key once (owner-only), says so, and reads the same key at the next start", () => {
    const file = path.join(folder(), 'data', 'secrets.key');
    const first = loadSecretsKey({ kind: 'data-folder', file });
    expect(first.key).toHaveLength(32);
    expect(first.notice).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restarted = loadSecretsKey({ kind: 'data-folder', file });
    expect(restarted).toEqual({ key: first.key, notice: undefined });
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first.key);
  });

  it('gives one key per source: the courses and the checks seal and open with the same throwaway key', () => {
    const source = { kind: 'throwaway' } as const;
    expect(loadSecretsKey(source)).toBe(loadSecretsKey(source));
    expect(loadSecretsKey(source).notice).toBe(THROWAWAY_KEY_NOTICE);
    expect(loadSecretsKey({ kind: 'throwaway' }).key).not.toEqual(loadSecretsKey(source).key);
  });

  it('refuses a damaged key file instead of sealing with another key', () => {
    const file = path.join(folder(), 'secrets.key');
    writeFileSync(file, 'c2hvcnQ=\n');
    expect(() => loadSecretsKey({ kind: 'data-folder', file })).toThrow(`${file} must be 32 bytes in base64`);
  });
});
