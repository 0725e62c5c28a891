import { describe, expect, it } from '@rstest/core';
import { readServerConfig } from '../config';
import { createPinoLogger, type LogFormat } from './pino-logger';

function captured(format: LogFormat = 'json', level: 'info' | 'error' = 'info') {
  const lines: string[] = [];
  const logger = createPinoLogger({
    level,
    format,
    instance: 'a:1',
    destination: { write: (line) => lines.push(line) },
  });
  return { logger, lines };
}

describe('pino logger', () => {
  it('writes one JSON line an event with time, level, instance, message and fields', () => {
    const { logger, lines } = captured();
    logger.info('Console closed', { labId: 'lab-1', queuedMb: 2 });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({ level: 'info', instance: 'a:1', msg: 'Console closed', labId: 'lab-1', queuedMb: 2 });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });

  it('writes an error with its stack', () => {
    const { logger, lines } = captured();
    logger.error('Tick failed', new Error('database gone'));
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({ level: 'error', msg: 'Tick failed', err: { message: 'database gone' } });
    expect(line.err.stack).toContain('database gone');
  });

  it('censors fields named like a secret, should one ever be passed', () => {
    const { logger, lines } = captured();
    logger.info('oops', { passphrase: 'crisp-island-4429', authorization: 'Basic eA==', ticket: 't-1', token: 'x' });
    for (const secret of ['crisp-island-4429', 'Basic eA==', 't-1', '"x"']) expect(lines[0]).not.toContain(secret);
  });

  it('drops what is below LOG_LEVEL', () => {
    const { logger, lines } = captured('json', 'error');
    logger.info('quiet');
    logger.error('loud');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['loud']);
  });

  it('writes a short line for a person when pretty', () => {
    const { logger, lines } = captured('pretty');
    logger.info('request', { route: '/healthz', status: 200 });
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}request {2}route=\/healthz status=200\n$/);
  });

  it('reads LOG_LEVEL and LOG_FORMAT, refusing unknown values at start', () => {
    expect(readServerConfig({})).toMatchObject({ logLevel: 'info', logFormat: undefined });
    expect(readServerConfig({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' })).toMatchObject({
      logLevel: 'debug',
      logFormat: 'json',
    });
    expect(() => readServerConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => readServerConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });
});
