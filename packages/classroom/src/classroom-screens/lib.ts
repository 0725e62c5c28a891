import type { ConsoleWatch } from '@academy/api';

export const SCREENS_PAUSED_TEXT = 'Your instructor has paused the lab screens';

/** A machine's short name, as the student knows it: 'DC01' of 'DC01 - Domain Controller'. */
export function shortMachineName(name: string): string {
  return name.split(' - ')[0]?.trim() || name;
}

/**
 * One line per machine an instructor is at ('Your instructor is viewing DC01'), in the order the server lists them;
 * a machine watched by one and controlled by another says controlling.
 */
export function watchLinesOf(watchers: readonly ConsoleWatch[]): string[] {
  const controlled = new Map<string, boolean>();
  for (const { machineName, mode } of watchers) {
    const name = shortMachineName(machineName);
    controlled.set(name, (controlled.get(name) ?? false) || mode === 'control');
  }
  return [...controlled].map(([name, control]) => `Your instructor is ${control ? 'controlling' : 'viewing'} ${name}`);
}
