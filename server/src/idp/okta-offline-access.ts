import type { RequestHandler } from 'express';

/**
 * Compatibility 5 of docs/oidc.md: oidc-provider drops `offline_access` (so no refresh token) unless the request
 * has prompt=consent. Okta grants it without, so an interactive request asking for it gets prompt=consent added;
 * consent is automatic here, so the user sees no difference. prompt=none requests are left as they are.
 */
export const offlineAccessNeedsConsent: RequestHandler = (req, _res, next) => {
  const url = new URL(req.url, 'http://idp.invalid');
  const scopes = (url.searchParams.get('scope') ?? '').split(' ');
  const prompts = (url.searchParams.get('prompt') ?? '').split(' ').filter(Boolean);
  if (scopes.includes('offline_access') && !prompts.includes('none') && !prompts.includes('consent')) {
    url.searchParams.set('prompt', [...prompts, 'consent'].join(' '));
    const rewritten = `${url.pathname}${url.search}`;
    // oidc-provider reads req.url and finds its mount path by locating req.url inside req.originalUrl.
    req.originalUrl = `${req.baseUrl}${rewritten}`;
    req.url = rewritten;
  }
  next();
};
