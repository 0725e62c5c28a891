import type {
  ClassRoster,
  JoinResponse,
  PassphraseMode,
  RosterRowInput,
  TrainingClass,
  TrainingCourse,
} from '@academy/api';
import type { Auth, CallResult, TestServer } from './test-server';

const DAY_MS = 86_400_000;

/** A started server as these helpers call it (a TestServer, or a server process's base URL bound to callServer). */
type Caller = Pick<TestServer, 'call'>;

/** `count` rows of named students: "Student 1 <s1-<tag>@example.org>", … */
export function rosterRows(count: number, tag: string): RosterRowInput[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Student ${index + 1}`,
    email: `s${index + 1}-${tag}@example.org`,
  }));
}

/** The body of a two-day class (UTC) from midnight `startsInDays` days from today, of the first course. */
export async function rosterClassBody(
  server: Caller,
  instructor: Auth,
  options: { name: string; roster?: RosterRowInput[]; passphraseMode?: PassphraseMode; startsInDays: number },
): Promise<Record<string, unknown>> {
  const courses = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  const firstDay = new Date(Date.now() + options.startsInDays * DAY_MS);
  firstDay.setUTCHours(0, 0, 0, 0);
  return {
    name: options.name,
    courseId: courses.body[0]?.id,
    timeZone: 'UTC',
    startDate: firstDay.toISOString(),
    endDate: new Date(firstDay.getTime() + 2 * DAY_MS).toISOString(),
    instructor: 'teacher@academy.test',
    attendees: options.roster?.length ?? 2,
    ...(options.roster ? { roster: options.roster } : {}),
    ...(options.passphraseMode ? { passphraseMode: options.passphraseMode } : {}),
  };
}

/** A class with a roster, created through the API; running (begun yesterday) unless `startsInDays` says otherwise. */
export async function createRosterClass(
  server: Caller,
  instructor: Auth,
  options: { name: string; roster: RosterRowInput[]; passphraseMode?: PassphraseMode; startsInDays?: number },
): Promise<TrainingClass> {
  const body = await rosterClassBody(server, instructor, { startsInDays: -1, ...options });
  const created = await server.call<TrainingClass>('POST', '/api/training-class', { auth: instructor, body });
  if (created.status !== 201) throw new Error(`POST /api/training-class answered ${created.status}`);
  return created.body;
}

export async function rosterOf(server: Caller, instructor: Auth, classId: string): Promise<ClassRoster> {
  const { status, body } = await server.call<ClassRoster>('GET', `/api/training-class/${classId}/roster`, {
    auth: instructor,
  });
  if (status !== 200) throw new Error(`GET roster answered ${status}`);
  return body;
}

/** The token of a personal link (its fragment). */
export function tokenOfLink(link: string | null | undefined): string {
  const token = link?.split('#')[1];
  if (!token) throw new Error(`not a sign-in link: ${link}`);
  return token;
}

/** Each student's link while mail is off, by address. */
export async function linksOf(server: Caller, instructor: Auth, classId: string): Promise<Map<string, string>> {
  const { students } = await rosterOf(server, instructor, classId);
  return new Map(students.map((student) => [student.email, tokenOfLink(student.link)]));
}

export function join(server: Caller, token: string): Promise<CallResult<JoinResponse & { message?: string }>> {
  return server.call('POST', '/api/training-class/join', { body: { token } });
}
