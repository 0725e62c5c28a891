import type { RuntimeConfig } from '@academy/contracts';
import { isNumber, isString, objectOf, optional } from './values';

/** /config.json, or the runtime part of the page's start-up block. */
export const isRuntimeConfig = objectOf<RuntimeConfig>({
  apiBaseUrl: isString,
  loginDomain: isString,
  remoteLoadTimeoutMs: isNumber,
  consoleReconnectMs: optional(isNumber),
  identity: objectOf<RuntimeConfig['identity']>({ issuer: isString, clientId: isString }),
});
