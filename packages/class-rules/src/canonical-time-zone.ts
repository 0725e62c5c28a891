import { isValidTimeZone } from './time-zone';

/**
 * The zones the IANA database renamed, by their old name. ICU (Chromium, Node) still reports and lists these by the
 * old name, so the browser's zone in Kolkata reads 'Asia/Calcutta'; people look for the current one. Both names
 * stay valid zones (see isValidTimeZone): a class stored with the old one keeps it.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * The zone's current IANA name: 'Asia/Calcutta' reads 'Asia/Kolkata'. A name that was not renamed, or whose new
 * name this engine does not know yet, comes back as it is.
 */
export function canonicalTimeZone(timeZone: string): string {
  const renamed = RENAMED_ZONES[timeZone];
  return renamed !== undefined && isValidTimeZone(renamed) ? renamed : timeZone;
}

/** The old names of a zone ('Asia/Calcutta' for 'Asia/Kolkata'), so it is found by either; none for most zones. */
export function formerTimeZoneNames(timeZone: string): string[] {
  return Object.keys(RENAMED_ZONES).filter((former) => RENAMED_ZONES[former] === timeZone);
}
