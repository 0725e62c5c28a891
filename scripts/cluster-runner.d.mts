export interface ClusterInstance {
  name: string;
  port: number;
  pid: number;
  url: string;
  /** This instance's /metrics on its own METRICS_PORT (no token there). */
  metricsUrl: string;
}

export interface RunningCluster {
  balancer: string;
  nginxPid: number;
  instances: ClusterInstance[];
  stop(): Promise<void>;
}

export function startCluster(
  instances: number,
  extraEnv?: Record<string, string>,
  options?: { quiet?: boolean },
): Promise<RunningCluster>;
