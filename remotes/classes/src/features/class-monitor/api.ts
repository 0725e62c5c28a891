import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { openPushChannel } from '@academy/auth/push-channel';
import {
  arrayOf,
  isClassLabChange,
  isConsoleTicket,
  isPresentation,
  isStudentLab,
  isTrainingClass,
  nullable,
  parseAnswer,
  parsePushData,
} from '@academy/contract-checks';
import {
  apiPaths,
  CLASS_LAB_CHANGED_EVENT,
  type ClassLabChange,
  type ConsoleTicket,
  type Presentation,
  type StudentLab,
  type TrainingClass,
} from '@academy/contracts';
import type { PowerCommand } from '@academy/power-rules';
import { fetchInstructorFile, instructorUrlOf } from '@/shared/api/instructor-file';

/** The class monitor's calls (Bearer token). */

/** The monitored class, found in GET /api/training-class; null when the instructor has no such class. */
export async function fetchClass(api: InstructorApi, classId: string): Promise<TrainingClass | null> {
  const answer = await instructorRequest(api, apiPaths.classes);
  const classes = parseAnswer(answer, arrayOf(isTrainingClass), apiPaths.classes);
  return classes.find((trainingClass) => trainingClass.id === classId) ?? null;
}

export async function fetchClassLabs(api: InstructorApi, classId: string): Promise<StudentLab[]> {
  const path = apiPaths.classLabs(classId);
  return parseAnswer(await instructorRequest(api, path), arrayOf(isStudentLab), path);
}

/** The answer (the machine's state) is not read: the labs are read again after every command. */
export async function sendClassMachineCommand(
  api: InstructorApi,
  { classId, vm, command }: { classId: string; vm: string; command: PowerCommand },
): Promise<void> {
  await instructorRequest(api, apiPaths.classMachineCommand(classId, vm, command), { method: 'POST' });
}

export async function fetchClassMachineTicket(
  api: InstructorApi,
  { classId, vm }: { classId: string; vm: string },
): Promise<ConsoleTicket> {
  const path = apiPaths.classMachineTicket(classId, vm);
  return parseAnswer(await instructorRequest(api, path, { method: 'POST' }), isConsoleTicket, path);
}

/** The answer (the lab after the revert started) is not read: the labs are read again after it. */
export async function revertStudentLab(
  api: InstructorApi,
  { classId, email }: { classId: string; email: string },
): Promise<void> {
  await instructorRequest(api, apiPaths.classLabRevert(classId, email), { method: 'POST' });
}

/** The machine's screen as a PNG blob. */
export function fetchScreenshot(api: InstructorApi, { classId, vm }: { classId: string; vm: string }): Promise<Blob> {
  return fetchInstructorFile(api, apiPaths.classMachineScreenshot(classId, vm));
}

/** An open push channel of a class; the token it sends on its next attempt can be renewed. */
export interface ClassPushChannel {
  close(): void;
  renewToken(accessToken: string): void;
}

/** What the class's push channel tells the monitor. */
export interface ClassChannelHandlers {
  /** The stream is open: whatever happened while it was closed is unknown, so read everything again. */
  onOpen(): void;
  onChange(change: ClassLabChange): void;
  /** The stream ended or could not open; the next attempt follows after `retryInMs`. */
  onDrop(retryInMs: number, status: number | null): void;
}

/** GET /api/training-class/{id}/events: the class's push channel, open until closed (see openPushChannel). */
export function openClassPushChannel(
  api: InstructorApi,
  classId: string,
  { onOpen, onChange, onDrop }: ClassChannelHandlers,
): ClassPushChannel {
  let accessToken = api.accessToken;
  const channel = openPushChannel({
    url: instructorUrlOf(api, apiPaths.classEvents(classId)),
    authorization: () => `Bearer ${accessToken}`,
    handlers: {
      onOpen,
      onDrop,
      onEvent: (event, data) => {
        if (event !== CLASS_LAB_CHANGED_EVENT) return;
        // A change that is not one (a newer server's reason) is dropped: it never reaches a store.
        const change = parsePushData(data, isClassLabChange);
        if (change) onChange(change);
      },
    },
  });
  return {
    close: () => channel.close(),
    renewToken: (next) => {
      accessToken = next;
    },
  };
}

/** What the class is shown ('Show to class'), or null. */
export async function fetchClassPresentation(api: InstructorApi, classId: string): Promise<Presentation | null> {
  const path = apiPaths.classPresentation(classId);
  return parseAnswer(await instructorRequest(api, path), nullable(isPresentation), path);
}

export async function startClassPresentation(
  api: InstructorApi,
  { classId, vm }: { classId: string; vm: string },
): Promise<Presentation> {
  const path = apiPaths.classPresentation(classId);
  return parseAnswer(await instructorRequest(api, path, { method: 'PUT', body: { vm } }), isPresentation, path);
}

export async function stopClassPresentation(api: InstructorApi, classId: string): Promise<void> {
  await instructorRequest(api, apiPaths.classPresentation(classId), { method: 'DELETE' });
}
