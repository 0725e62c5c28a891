import { errorTextByStatus, errorTexts } from '@academy/api';

/** Login, and every re-fetch of the lab with the stored credential (§8 "Login"). */
export function loginErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.loginServer, client: errorTexts.loginInvalid });
}

/** A power command (§8 "Power"). */
export function powerErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.powerServer, client: errorTexts.powerClient });
}

/** Reading a machine's state, or its console ticket (§8 "Refresh and ticket"). */
export function refreshErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.refreshServer, client: errorTexts.refreshClient });
}
