import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { secretsKeyFrom } from './secrets-key';

describe('secretsKeyFrom', () => {
  it('reads SECRETS_KEY, or the file SECRETS_KEY_FILE names, or makes a throwaway key when neither is set', () => {
    const key = randomBytes(32);
    expect(secretsKeyFrom({ SECRETS_KEY: key.toString('base64') })).toEqual({ key, generated: false });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'secrets-key-')), 'key');
    writeFileSync(file, `${key.toString('base64')}\n`);
    expect(secretsKeyFrom({ SECRETS_KEY_FILE: file })).toEqual({ key, generated: false });
    const throwaway = secretsKeyFrom({});
    expect(throwaway.generated).toBe(true);
    expect(throwaway.key).toHaveLength(32);
  });

  it('refuses a key that is not 32 bytes, saying how to make one, and never repeating it', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => secretsKeyFrom({ SECRETS_KEY: short })).toThrow(
      'SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32); it decodes to 16.',
    );
  });
});
