import type { EventEmitter } from 'node:events';
import type Provider from 'oidc-provider';
import type { Logger } from '../domain/ports/logger';

/** What Koa reads of an error to tell the client's fault from the server's. */
interface HttpErrorFields {
  status?: unknown;
  expose?: unknown;
}

/**
 * Koa would print the stack of a client's dropped or timed-out connection over many lines of stderr: one line in the
 * log instead (errors Koa deems the client's, 404 or exposed, stay silent as by default). A failure of the provider
 * itself (its 500) is logged with its stack.
 */
export function logProviderErrors(provider: Provider, logger: Logger): void {
  // Koa's own event, which oidc-provider's typings leave out.
  const koa: EventEmitter = provider;
  koa.on('error', (error: unknown, ctx: { method?: string; path?: string } | undefined) => {
    const { status, expose } = (typeof error === 'object' && error !== null ? error : {}) as HttpErrorFields;
    if (status === 404 || expose === true) return;
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(`Identity provider ${ctx?.method} ${ctx?.path}: ${reason}`.replace(/\s+/g, ' '));
  });
  provider.on('server_error', (ctx, error) => {
    logger.error(`Identity provider ${ctx.method} ${ctx.path} failed`, error);
  });
}
