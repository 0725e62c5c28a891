export interface ThrowawayVcsim {
  /** http://127.0.0.1:<port>/sdk */
  url: string;
  /** A machine's guest CPU use from now on, in percent of its maximum (vCenter's quick statistics). */
  setGuestCpu(vm: string, percent: number): Promise<void>;
  stop(): Promise<void>;
}

export function buildVcsim(): string;
export function vsphereServerEnv(url: string): Record<string, string>;
export function startThrowawayVcsim(options?: {
  port?: number;
  toolsDelayMs?: number;
  guestDelayMs?: number;
  taskDelayMs?: number;
}): Promise<ThrowawayVcsim>;
