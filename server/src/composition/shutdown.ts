import type { Logger } from '../domain/ports/logger';

/** The closing steps of what a start built, each added once its part exists. */
export interface Shutdown {
  add(step: () => Promise<void>): void;
  /** Runs the steps newest first, so a part closes before what it was built on; a failing step is logged. */
  run(): Promise<void>;
}

export function createShutdown(logger: Logger): Shutdown {
  const steps: Array<() => Promise<void>> = [];
  return {
    add(step) {
      steps.push(step);
    },
    async run() {
      for (const step of steps.splice(0).reverse()) {
        await step().catch((error: unknown) => logger.error('Shutdown step failed', error));
      }
    },
  };
}
