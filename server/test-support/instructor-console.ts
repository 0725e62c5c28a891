import type { ConsoleTicket, ConsoleWatchMode, StudentClassroom } from '@academy/api';
import { RfbTestClient } from './rfb-test-client';
import { type Auth, eventually, type TestServer } from './test-server';

/** An instructor's console of a student's machine, open as the class monitor opens it. */
export interface InstructorConsole {
  /** The ticket it was opened with. */
  ticket: ConsoleTicket;
  /** Closes it, and waits until the student sees no one at their machines. */
  close(): Promise<void>;
}

/**
 * Opens the instructor's console of a student's machine in the mode, and waits until the student's classroom shows
 * it so: the server's record of who is at the console, which its control check reads, has it then.
 */
export async function openInstructorConsole(
  server: TestServer,
  at: { instructor: Auth; classId: string; vm: string; student: Auth; mode: ConsoleWatchMode },
): Promise<InstructorConsole> {
  const modesSeen = async () => {
    const { body } = await server.call<StudentClassroom>('GET', '/api/training-class/classroom', { auth: at.student });
    return body.watchers.map((watch) => watch.mode).join(',');
  };
  const { status, body: ticket } = await server.call<ConsoleTicket>(
    'POST',
    `/api/training-class/${at.classId}/vm/${at.vm}/ticket`,
    { auth: at.instructor, body: { mode: at.mode } },
  );
  if (status !== 200) throw new Error(`The ${at.mode} ticket of ${at.vm} was refused (${status}).`);
  const client = await RfbTestClient.connect(ticket.ticket);
  await client.handshake();
  await eventually(async () => ((await modesSeen()) === at.mode ? true : undefined));
  return {
    ticket,
    async close() {
      client.close();
      await eventually(async () => ((await modesSeen()) === '' ? true : undefined));
    },
  };
}
