import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import type { LoginThrottle } from '../domain/login-throttle';
import type { AccountDirectory } from './account';
import { nonceOf } from './page-security';
import { errorPage, signInPage } from './pages';

/** What the sign-in routes need. */
export interface InteractionOptions {
  provider: Provider;
  accounts: AccountDirectory;
  /** Path the identity provider is mounted at (the issuer's path), for form actions. */
  mountPath: string;
  /** Failed sign-ins per account and per address. */
  throttle: LoginThrottle;
}

/**
 * The interaction routes oidc-provider sends the browser to: a sign-in form for the login prompt and automatic
 * consent for the first-party shell (an instructor never sees a consent screen, as with Okta's own apps).
 */
export function interactionRoutes(options: InteractionOptions): Router {
  const { provider, accounts, mountPath } = options;
  const router = express.Router();
  const actionFor = (uid: string): string => `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

  router.get('/interaction/:uid', async (req, res) => {
    const details = await findInteraction(req, res);
    if (!details) return;
    if (details.prompt.name === 'login') {
      res.type('html').send(signInPage(nonceOf(res), { action: actionFor(details.uid) }));
      return;
    }
    await grantConsent(req, res, details);
  });

  // The form body was parsed in index.ts, where every body of the provider is checked.
  router.post('/interaction/:uid/login', async (req, res) => {
    const details = await findInteraction(req, res);
    if (!details) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const address = req.ip ?? 'unknown';
    const signedIn = details.prompt.name === 'login' ? accounts.signIn({ email, password }) : undefined;
    const right = signedIn !== undefined;
    const retryAfter = await options.throttle.retryAfterSeconds({ account: email, address, right });
    if (retryAfter > 0) {
      const error = `Too many failed sign-ins. Try again in ${retryAfter} seconds.`;
      res.status(429).setHeader('Retry-After', String(retryAfter));
      res.type('html').send(signInPage(nonceOf(res), { action: actionFor(details.uid), email, error }));
      return;
    }
    if (!signedIn) {
      res
        .status(401)
        .type('html')
        .send(signInPage(nonceOf(res), { action: actionFor(details.uid), email, error: 'Wrong email or password.' }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: signedIn.accountId } },
      { mergeWithLastSubmission: false },
    );
  });

  type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

  async function findInteraction(req: Request, res: Response): Promise<Details | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new Error('interaction mismatch');
      return details;
    } catch {
      res
        .status(400)
        .type('html')
        .send(
          errorPage(
            nonceOf(res),
            'Sign-in expired',
            'This sign-in page has expired. Go back to Academy and sign in again.',
          ),
        );
      return undefined;
    }
  }

  /** Grants everything the shell asked for: missing OpenID scopes and claims, and the API's scopes. */
  async function grantConsent(req: Request, res: Response, details: Details): Promise<void> {
    const { params, session } = details;
    const clientId = String(params.client_id);
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: session?.accountId ?? accounts.instructor.accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return router;
}
