export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  createDatabase(name: string): string;
  stop(): void;
}

export function ensureDebianPackages(packages: string[], present: () => boolean): void;
export function isPortFree(port: number): Promise<boolean>;
export function freePort(taken?: number[]): Promise<number>;
export function startThrowawayPostgres(options?: { takenPorts?: number[] }): Promise<ThrowawayPostgres>;
