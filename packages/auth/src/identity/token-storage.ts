/**
 * The localStorage key under which okta-auth-js keeps its tokens (its TOKEN_STORAGE_NAME). Read here without the
 * SDK, so a visitor who holds no tokens never downloads it.
 */
export const IDENTITY_TOKEN_STORAGE_KEY = 'okta-token-storage';

/** True when the browser holds identity-provider tokens from an earlier visit (valid or not). */
export function hasStoredIdentityTokens(): boolean {
  let raw: string | null = null;
  try {
    raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(IDENTITY_TOKEN_STORAGE_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  try {
    const tokens: unknown = JSON.parse(raw);
    return typeof tokens === 'object' && tokens !== null && Object.keys(tokens).length > 0;
  } catch {
    return false;
  }
}
