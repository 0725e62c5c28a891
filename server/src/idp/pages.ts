/*
 * The identity provider's few HTML pages. They are plain forms so they work with scripts off, except the two that
 * must act on their own: the logout confirmation (auto-submitted, docs/oidc.md) and the okta_post_message page.
 * Each takes its answer's Content-Security-Policy nonce (page-security.ts) for its inline style and script.
 */

import { escapeHtml } from '../html/escape-html';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f8fa;margin:0;display:flex;justify-content:center}
main{margin-top:10vh;background:#fff;padding:24px 32px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2);width:320px}
label{display:block;margin-top:12px}input{display:block;width:100%;box-sizing:border-box;padding:6px;margin-top:4px}
button{margin-top:16px;width:100%;padding:8px}.error{color:#c23030}`;

function layout(nonce: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The sign-in form: labelled Email and Password fields, a Sign in button, and an error line when one is given. */
export function signInPage(nonce: string, options: { action: string; email?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return layout(
    nonce,
    'Academy sign-in',
    `<h1>Sign in to Academy</h1>${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * Wraps oidc-provider's logout form (it carries the xsrf token). The app's own sign-out (it names the signed-in
 * account's ID token) submits it with logout=yes at once; any other request, which any site could make, asks first.
 */
export function logoutPage(nonce: string, form: string, automatic: boolean): string {
  const button = '<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>';
  if (!automatic) return layout(nonce, 'Sign out', `<h1>Sign out of Academy?</h1>${form}\n${button}`);
  return layout(
    nonce,
    'Signing out',
    `<p>Signing out…</p>${form}
<script nonce="${escapeHtml(nonce)}">(function(){var f=document.forms[0];var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>
<noscript>${button}</noscript>`,
  );
}

/** Shown after a logout that had no post-logout redirect. */
export function signedOutPage(nonce: string): string {
  return layout(nonce, 'Signed out', '<h1>Signed out</h1><p>You have signed out of Academy.</p>');
}

/** A page for errors a user can hit (an expired sign-in, a bad request). */
export function errorPage(nonce: string, title: string, message: string): string {
  return layout(nonce, title, `<h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(message)}</p>`);
}

/**
 * Okta's `okta_post_message` response mode: the authorization response is posted to the window that opened the
 * hidden iframe (or popup), for that window's origin only. okta-auth-js checks the event origin is the issuer's.
 */
export function postMessagePage(nonce: string, response: Record<string, unknown>, targetOrigin: string): string {
  // JSON inside a script: escape what could end the script element or break the line.
  const data = JSON.stringify(response).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const origin = JSON.stringify(targetOrigin).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Academy sign-in</title></head>
<body><script nonce="${escapeHtml(nonce)}">(function(){var target=window.opener||window.parent;target.postMessage(${data},${origin});})();</script></body>
</html>`;
}
