import { CLIENT_ERROR_STATUS, SERVER_ERROR_STATUS, errorTexts, httpStatusOf } from '@academy/contracts';

/** The §8 message of a failed call: its server text from 500 on, its client text from 400 on. */
function byStatus(error: unknown, texts: { server: string; client: string }): string {
  const status = httpStatusOf(error);
  if (status >= SERVER_ERROR_STATUS) return texts.server;
  if (status >= CLIENT_ERROR_STATUS) return texts.client;
  // A fetcher only throws for a failed answer or no answer at all; anything else is the client's fault.
  return texts.client;
}

/** Login, and every re-fetch of the lab with the stored credential (§8 "Login"). */
export function loginErrorText(error: unknown): string {
  return byStatus(error, { server: errorTexts.loginServer, client: errorTexts.loginInvalid });
}

/** A power command (§8 "Power"). */
export function powerErrorText(error: unknown): string {
  return byStatus(error, { server: errorTexts.powerServer, client: errorTexts.powerClient });
}

/** Reading a machine's state, or its console ticket (§8 "Refresh and ticket"). */
export function refreshErrorText(error: unknown): string {
  return byStatus(error, { server: errorTexts.refreshServer, client: errorTexts.refreshClient });
}

/** Reverting the lab (§8 "Revert"). */
export function revertErrorText(error: unknown): string {
  return byStatus(error, { server: errorTexts.server, client: errorTexts.client });
}
