const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** An instant in the instructor's own zone, as their clock shows it (the trail's entries, the console sessions). */
export function timeTextOf(at: string): string {
  return TIME_FORMAT.format(new Date(at));
}
