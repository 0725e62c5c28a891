import type { ClassLabChange } from '@academy/contracts';
import pg from 'pg';
import type { ClassEvents } from '../domain/ports';
import { createInProcessClassEvents } from './in-process-class-events';

/** The PostgreSQL channel every instance listens on. */
const CHANNEL = 'academy_class_events';
const RECONNECT_MS = 1_000;

interface Notice {
  classId: string;
  change: ClassLabChange;
}

function isNotice(value: unknown): value is Notice {
  const notice = value as Partial<Notice> | null;
  return typeof notice?.classId === 'string' && typeof notice.change?.email === 'string';
}

/**
 * The push channel across instances: a change is published with NOTIFY, and every instance (this one too) hears it
 * on its own LISTEN connection and hands it to the browsers connected to it, so an instructor's monitor on one
 * instance sees what a student did through another. A lost listening connection is opened again.
 */
export async function createPostgresClassEvents(
  connectionString: string,
): Promise<ClassEvents & { close(): Promise<void> }> {
  const local = createInProcessClassEvents();
  const notifier = new pg.Pool({ connectionString, max: 2 });
  notifier.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', ({ payload }) => {
      try {
        const notice: unknown = JSON.parse(payload ?? '');
        if (isNotice(notice)) local.publish(notice.classId, notice.change);
      } catch {
        // Not ours: the channel is only written by publish() below.
      }
    });
    client.on('error', () => {
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  await listen();
  return {
    publish(classId, change) {
      void notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ classId, change })]).catch(() => {
        // The database is away: the monitors re-read the labs when their channel reconnects.
      });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await notifier.end();
    },
  };
}
