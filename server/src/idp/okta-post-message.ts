import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { allowFramingBy, nonceOf } from './page-security';
import { postMessagePage } from './pages';

/** Okta's response mode for silent renew and popups (compatibility 4 of docs/oidc.md). */
export const OKTA_POST_MESSAGE = 'okta_post_message';

/**
 * oidc-provider response mode handler: a page that posts the authorization response to the parent window, which is
 * the app's (its redirect URI's origin): only that origin may frame it.
 */
export function oktaPostMessage(ctx: KoaContextWithOIDC, redirectUri: string, response: Record<string, unknown>): void {
  const appOrigin = new URL(redirectUri).origin;
  allowFramingBy(ctx.res, appOrigin);
  ctx.type = 'html';
  ctx.status = 'error' in response ? 400 : 200;
  ctx.body = postMessagePage(nonceOf(ctx.res), response, appOrigin);
}

/** Registers the response mode and lists it in discovery, as Okta's metadata does. */
export function addOktaPostMessage(provider: Provider): void {
  provider.registerResponseMode(OKTA_POST_MESSAGE, oktaPostMessage);
  provider.use(async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (ctx.oidc?.route !== 'discovery' || !isRecord(body) || !Array.isArray(body.response_modes_supported)) return;
    body.response_modes_supported.push(OKTA_POST_MESSAGE);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
