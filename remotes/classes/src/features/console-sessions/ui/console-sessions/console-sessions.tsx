import { CONSOLE_SESSIONS_SHOWN, type ConsoleWatchSession } from '@academy/api';
import { type ListColumn, ListTable } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { $loadError, $loaded, $sessions } from '../../model';
import styles from './console-sessions.module.css';

const MODE_TEXTS = { view: 'Viewing', control: 'Controlling' } as const;

const COLUMNS: ListColumn<ConsoleWatchSession>[] = [
  { id: 'instructor', header: 'Instructor', className: styles.wrap, cell: (session) => session.instructor },
  { id: 'student', header: 'Student', className: styles.wrap, cell: (session) => session.student },
  { id: 'machine', header: 'Machine', className: styles.wrap, cell: (session) => session.machineName },
  { id: 'mode', header: 'Mode', cell: (session) => MODE_TEXTS[session.mode] },
  { id: 'started', header: 'Started', className: styles.time, cell: (session) => timeTextOf(session.startedAt) },
  {
    id: 'ended',
    header: 'Ended',
    className: styles.time,
    cell: (session) => (session.endedAt ? timeTextOf(session.endedAt) : 'Open now'),
  },
];

/** Who watched or controlled which student's machine, from when to when. */
export function ConsoleSessions() {
  const { sessions, loaded, loadError } = useUnit({ sessions: $sessions, loaded: $loaded, loadError: $loadError });
  return (
    <MonitorSection title="Console sessions" error={loadError}>
      {loaded && sessions.length === 0 && <p role="status">No instructor has opened a student's console yet.</p>}
      {sessions.length > 0 && (
        <ListTable
          label={`The latest ${CONSOLE_SESSIONS_SHOWN} sessions at students' consoles, newest first`}
          isCaptioned
          columns={COLUMNS}
          rows={sessions}
        />
      )}
    </MonitorSection>
  );
}
