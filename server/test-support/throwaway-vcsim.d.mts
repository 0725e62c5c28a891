export interface ThrowawayVcsim {
  /** http://127.0.0.1:<port>/sdk */
  url: string;
  stop(): Promise<void>;
}

export function buildVcsim(): string;
export function startThrowawayVcsim(options?: {
  port?: number;
  toolsDelayMs?: number;
  guestDelayMs?: number;
  taskDelayMs?: number;
}): Promise<ThrowawayVcsim>;
