import { describe, expect, it } from '@rstest/core';
import { createShutdown } from './shutdown';

describe('shutdown', () => {
  it('runs the steps newest first, once, and goes on past a failing step, which it logs', async () => {
    const ran: string[] = [];
    const failures: string[] = [];
    const shutdown = createShutdown({ info: () => undefined, error: (message) => failures.push(message) });
    shutdown.add(async () => void ran.push('database'));
    shutdown.add(async () => {
      throw new Error('socket already gone');
    });
    shutdown.add(async () => void ran.push('http'));
    await shutdown.run();
    await shutdown.run();
    expect(ran).toEqual(['http', 'database']);
    expect(failures).toEqual(['Shutdown step failed']);
  });
});
