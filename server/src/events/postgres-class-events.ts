import type { ClassCheckVerdict, ClassLabChange } from '@academy/api';
import pg from 'pg';
import type { AddressedNotice, ClassEvents } from '../domain/ports/events';
import { createInProcessClassEvents } from './in-process-class-events';

/** The PostgreSQL channel every instance listens on. */
const CHANNEL = 'academy_class_events';
const RECONNECT_MS = 1_000;

/**
 * A change of a class's labs, a notice for its students, a check's verdict, or the class's deletion (which ends its
 * push channels).
 */
type Notice =
  | { classId: string; change: ClassLabChange }
  | { classId: string; verdict: ClassCheckVerdict }
  | { classId: string; told: AddressedNotice }
  | { classId: string; deleted: true };

function parseNotice(payload: string | undefined): Notice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as {
      classId?: unknown;
      change?: { email?: unknown };
      told?: { notice?: { kind?: unknown } };
      verdict?: { checkId?: unknown };
      deleted?: unknown;
    };
    if (typeof notice?.classId !== 'string') return undefined;
    if (notice.deleted === true) return { classId: notice.classId, deleted: true };
    if (typeof notice.told?.notice?.kind === 'string') return notice as Notice;
    if (typeof notice.verdict?.checkId === 'string') return notice as Notice;
    if (typeof notice.change?.email === 'string') return notice as Notice;
  } catch {
    // Not ours: the channel is only written by notify() below.
  }
  return undefined;
}

/**
 * The push channel across instances: a change is published with NOTIFY, and every instance (this one too) hears it
 * on its own LISTEN connection and hands it to the browsers connected to it, so an instructor's monitor on one
 * instance sees what a student did through another; a class's deletion travels the same way and ends its push
 * channels on every instance. A lost listening connection is opened again.
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
      const notice = parseNotice(payload);
      if (!notice) return;
      if ('deleted' in notice) local.publishDeleted(notice.classId);
      else if ('told' in notice) local.tell(notice.classId, notice.told);
      else if ('verdict' in notice) local.publishVerdict(notice.classId, notice.verdict);
      else local.publish(notice.classId, notice.change);
    });
    client.on('error', () => {
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  function notify(notice: Notice): void {
    void notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]).catch(() => {
      // The database is away: the monitors re-read the labs when their channel reconnects.
    });
  }

  await listen();
  return {
    publish: (classId, change) => notify({ classId, change }),
    tell: (classId, told) => notify({ classId, told }),
    publishVerdict: (classId, verdict) => notify({ classId, verdict }),
    publishDeleted: (classId) => notify({ classId, deleted: true }),
    subscribe: local.subscribe,
    watcherCount: local.watcherCount,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await notifier.end();
    },
  };
}
