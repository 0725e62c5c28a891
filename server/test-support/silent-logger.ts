import type { Logger } from '../src/domain/ports/logger';

/** A Logger for tests that assert nothing about logs. */
export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
