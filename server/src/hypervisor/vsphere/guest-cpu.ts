/** vCenter's quick statistics of a machine, as read: the properties and what they give. */
export const GUEST_CPU_PATHS = ['summary.quickStats.overallCpuUsage', 'summary.runtime.maxCpuUsage'] as const;

/**
 * The guest's CPU use in percent of what it may use: quickStats.overallCpuUsage against runtime.maxCpuUsage (both
 * MHz). Null when vCenter does not tell (no statistics yet, a powered-off machine): such a guest is not "busy".
 */
export function guestCpuPercentOf(usedMhz: string | undefined, maxMhz: string | undefined): number | null {
  const used = Number(usedMhz);
  const max = Number(maxMhz);
  if (usedMhz === undefined || maxMhz === undefined || !Number.isFinite(used) || !Number.isFinite(max) || max <= 0) {
    return null;
  }
  return (100 * used) / max;
}
