import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 12-byte nonce per secret, a 16-byte tag that refuses any other key or a changed byte. */
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The stored form's version, so a later algorithm can tell its secrets from these. */
const PREFIX = 'v1:';

export interface SecretBox {
  /** The secret sealed for storage: `v1:` and base64 of nonce, tag and ciphertext. */
  seal(plain: string): string;
  /** The secret, or undefined when it does not open with this key (another key, or damaged). */
  open(sealed: string): string | undefined;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error(`A secrets key is 32 bytes (this one has ${key.length}).`);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) return undefined;
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES));
        decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
