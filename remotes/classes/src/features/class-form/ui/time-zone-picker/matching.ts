import { searchableText, type TimeZoneOption } from '@/shared/lib/time-zones';

/**
 * The options that match what was typed: every word typed appears in the option's search text. Options with a word
 * that starts with the first word typed come first ('york' puts America/New_York before a zone that merely contains
 * it), otherwise they keep their order. Nothing typed matches everything.
 */
export function optionsMatching(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = searchableText(query).split(' ').filter(Boolean);
  const [first] = words;
  if (first === undefined) return [...options];
  const found = options.filter((option) => words.every((word) => option.searchText.includes(word)));
  const startsWord = (option: TimeZoneOption) => ` ${option.searchText}`.includes(` ${first}`);
  return [...found.filter(startsWord), ...found.filter((option) => !startsWord(option))];
}

/**
 * The option an arrow key moves to: the next (step 1) or previous (step -1) one, stopping at either end; from none,
 * Down goes to the first and Up to the last.
 */
export function steppedValue(
  visible: readonly TimeZoneOption[],
  activeValue: string | undefined,
  step: 1 | -1,
): string | undefined {
  if (visible.length === 0) return undefined;
  const index = visible.findIndex((option) => option.value === activeValue);
  if (index < 0) return (step === 1 ? visible[0] : visible[visible.length - 1])?.value;
  return visible[Math.min(visible.length - 1, Math.max(0, index + step))]?.value;
}

/** The option whose name is exactly what was typed (any case), e.g. 'europe/paris': taken when the field is left. */
export function exactOption(options: readonly TimeZoneOption[], query: string): TimeZoneOption | undefined {
  const typed = query.trim().toLowerCase();
  return options.find((option) => option.value.toLowerCase() === typed);
}
