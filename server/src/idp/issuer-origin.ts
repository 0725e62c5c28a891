import type { RequestHandler } from 'express';

/** The scheme and authority of an absolute-form request target (`GET http://host/path HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** The request target as a path, whatever form the client sent it in. */
export function originForm(url: string): string {
  const rest = url.replace(ABSOLUTE_FORM, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * oidc-provider builds every URL of discovery and redirects from the request's Host (and, behind a proxy,
 * X-Forwarded-Host/Proto): a client could make it advertise endpoints on a host of its choosing. The issuer is
 * configured, so the request is made to name exactly its origin before the provider sees it.
 */
export function pinToIssuerOrigin(issuer: string): RequestHandler {
  const { host, protocol } = new URL(issuer);
  return (req, _res, next) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.replace(':', '');
    delete req.headers.forwarded;
    next();
  };
}
