import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The key guest passwords are sealed with, and whether it was made at this start (none was given). */
export interface SecretsKey {
  key: Buffer;
  generated: boolean;
}

function decoded(base64: string, from: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${from} must be 32 bytes in base64 (openssl rand -base64 32); it decodes to ${key.length}.`);
  }
  return key;
}

/**
 * SECRETS_KEY (32 bytes, base64) or the file SECRETS_KEY_FILE names (the same, for a mounted secret); neither: a
 * throwaway key for this start (npm start, the tests), with which passwords stored before it cannot be read.
 */
export function secretsKeyFrom(env: Record<string, string | undefined>): SecretsKey {
  if (env.SECRETS_KEY) return { key: decoded(env.SECRETS_KEY, 'SECRETS_KEY'), generated: false };
  if (env.SECRETS_KEY_FILE) {
    return {
      key: decoded(readFileSync(env.SECRETS_KEY_FILE, 'utf8'), `The file SECRETS_KEY_FILE names`),
      generated: false,
    };
  }
  return { key: randomBytes(32), generated: true };
}

export const THROWAWAY_KEY_NOTICE =
  'SECRETS_KEY is not set: guest passwords are sealed with a throwaway key made at this start, and cannot be read after a restart (set SECRETS_KEY or SECRETS_KEY_FILE to keep them).';
