import { CONSOLE_SESSIONS_SHOWN } from '@academy/contracts';
import { useUnit } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { MonitorTable } from '@/shared/ui/monitor-section/monitor-table';
import { $loadError, $loaded, $sessions } from '../../model';
import styles from './console-sessions.module.css';

const MODE_TEXTS = { view: 'Viewing', control: 'Controlling' } as const;

/** Who watched or controlled which student's machine, from when to when. */
export function ConsoleSessions() {
  const { sessions, loaded, loadError } = useUnit({ sessions: $sessions, loaded: $loaded, loadError: $loadError });
  return (
    <MonitorSection title="Console sessions" error={loadError}>
      {loaded && sessions.length === 0 && <p role="status">No instructor has opened a student's console yet.</p>}
      {sessions.length > 0 && (
        <MonitorTable caption={`The latest ${CONSOLE_SESSIONS_SHOWN} sessions at students' consoles, newest first`}>
          <thead>
            <tr>
              <th scope="col">Instructor</th>
              <th scope="col">Student</th>
              <th scope="col">Machine</th>
              <th scope="col">Mode</th>
              <th scope="col">Started</th>
              <th scope="col">Ended</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td className={styles.wrap}>{session.instructor}</td>
                <td className={styles.wrap}>{session.student}</td>
                <td className={styles.wrap}>{session.machineName}</td>
                <td>{MODE_TEXTS[session.mode]}</td>
                <td className={styles.time}>{timeTextOf(session.startedAt)}</td>
                <td className={styles.time}>{session.endedAt ? timeTextOf(session.endedAt) : 'Open now'}</td>
              </tr>
            ))}
          </tbody>
        </MonitorTable>
      )}
    </MonitorSection>
  );
}
