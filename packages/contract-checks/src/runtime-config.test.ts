import type { RuntimeConfig } from '@academy/contracts';
import { isRuntimeConfig } from './runtime-config';
import { describeCheck, without } from './testing/check-cases';

const config: RuntimeConfig = {
  apiBaseUrl: '',
  loginDomain: 'academy.test',
  remoteLoadTimeoutMs: 120_000,
  identity: { issuer: 'https://academy.test/oauth2/default', clientId: 'portal' },
};

describeCheck('isRuntimeConfig', isRuntimeConfig, config, {
  'without loginDomain': without(config, 'loginDomain'),
  'the time-out as text': { ...config, remoteLoadTimeoutMs: '120000' },
  'an identity without its client': { ...config, identity: { issuer: 'https://academy.test/oauth2/default' } },
  'consoleReconnectMs as null': { ...config, consoleReconnectMs: null },
});
