import {
  apiPaths,
  CLASS_LAB_CHANGED_EVENT,
  type ClassLabChange,
  type ConsoleTicket,
  type PowerStateResponse,
  type Presentation,
  type StudentLab,
  type TrainingClass,
} from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { openPushChannel } from '@academy/auth/push-channel';
import type { PowerCommand } from '@academy/power-rules';
import { fetchInstructorFile, instructorUrlOf } from '@/shared/api/instructor-file';
import { parseClassLabChange } from './lab-change';

/** The class monitor's calls (Bearer token). */

/** The monitored class, found in GET /api/training-class; null when the instructor has no such class. */
export async function fetchClass(api: InstructorApi, classId: string): Promise<TrainingClass | null> {
  const classes = await instructorRequest<TrainingClass[]>(api, apiPaths.classes);
  return classes.find((trainingClass) => trainingClass.id === classId) ?? null;
}

export function fetchClassLabs(api: InstructorApi, classId: string): Promise<StudentLab[]> {
  return instructorRequest<StudentLab[]>(api, apiPaths.classLabs(classId));
}

export function sendClassMachineCommand(
  api: InstructorApi,
  { classId, vm, command }: { classId: string; vm: string; command: PowerCommand },
): Promise<PowerStateResponse> {
  return instructorRequest<PowerStateResponse>(api, apiPaths.classMachineCommand(classId, vm, command), {
    method: 'POST',
  });
}

export function fetchClassMachineTicket(
  api: InstructorApi,
  { classId, vm }: { classId: string; vm: string },
): Promise<ConsoleTicket> {
  return instructorRequest<ConsoleTicket>(api, apiPaths.classMachineTicket(classId, vm), { method: 'POST' });
}

export function revertStudentLab(api: InstructorApi, { classId, email }: { classId: string; email: string }) {
  return instructorRequest<StudentLab>(api, apiPaths.classLabRevert(classId, email), { method: 'POST' });
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
  /** Any other event of the channel (a check's verdict), for the page to hand to the feature that reads it. */
  onOtherEvent(event: string, data: string): void;
  /** The stream ended or could not open; the next attempt follows after `retryInMs`. */
  onDrop(retryInMs: number, status: number | null): void;
}

/** GET /api/training-class/{id}/events: the class's push channel, open until closed (see openPushChannel). */
export function openClassPushChannel(
  api: InstructorApi,
  classId: string,
  { onOpen, onChange, onOtherEvent, onDrop }: ClassChannelHandlers,
): ClassPushChannel {
  let accessToken = api.accessToken;
  const channel = openPushChannel({
    url: instructorUrlOf(api, apiPaths.classEvents(classId)),
    authorization: () => `Bearer ${accessToken}`,
    handlers: {
      onOpen,
      onDrop,
      onEvent: (event, data) => {
        if (event !== CLASS_LAB_CHANGED_EVENT) {
          onOtherEvent(event, data);
          return;
        }
        const change = parseClassLabChange(data);
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
export function fetchClassPresentation(api: InstructorApi, classId: string): Promise<Presentation | null> {
  return instructorRequest<Presentation | null>(api, apiPaths.classPresentation(classId));
}

export function startClassPresentation(
  api: InstructorApi,
  { classId, vm }: { classId: string; vm: string },
): Promise<Presentation> {
  return instructorRequest<Presentation>(api, apiPaths.classPresentation(classId), { method: 'PUT', body: { vm } });
}

export function stopClassPresentation(api: InstructorApi, classId: string): Promise<void> {
  return instructorRequest<void>(api, apiPaths.classPresentation(classId), { method: 'DELETE' });
}
