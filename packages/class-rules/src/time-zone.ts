// Region/City names, Etc/GMT+5, UTC. Offsets such as "+02:00" are not zone names, whatever Intl accepts.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * A zone name as the IANA database spells it. Intl also takes 'utc' or 'europe/paris' (any letter case), which
 * would be stored and shown as sent; those are refused. Aliases ('Asia/Calcutta', 'Europe/Kyiv') stay accepted:
 * browsers and Node ship different ICU versions and disagree on which spelling of a renamed zone is canonical.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    return resolved === timeZone || resolved.toLowerCase() !== timeZone.toLowerCase();
  } catch {
    return false;
  }
}
