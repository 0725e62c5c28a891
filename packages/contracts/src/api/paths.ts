import type { PowerCommand } from './labs';

/** Paths of the Training API (spec §7), relative to the configured API base URL. */
export const apiPaths = {
  studentLogin: '/api/training-class/login',
  machinePower: (machineId: string) => `/api/training-class/vm/${encodeURIComponent(machineId)}/power`,
  machineCommand: (machineId: string, command: PowerCommand) =>
    `/api/training-class/vm/${encodeURIComponent(machineId)}/power/${command}`,
  machineTicket: (machineId: string) => `/api/training-class/vm/${encodeURIComponent(machineId)}/ticket`,
  revert: '/api/training-class/revert',
  classes: '/api/training-class',
  classById: (id: string) => `/api/training-class/${encodeURIComponent(id)}`,
  courses: '/api/training-course',
  courseById: (id: string) => `/api/training-course/${encodeURIComponent(id)}`,
  folders: '/api/training-course/folder',
} as const;
