import type { Folder, LabMachine, TrainingClass, TrainingCourse } from '@academy/api';
import { classEndOf, classStatus } from './class-schedule';
import type { HypervisorMachine, TemplateFolder } from './ports/hypervisor';
import type { ClassRecord, CourseRecord } from './ports/storage';

/** Records as the API answers them (contracts shapes, spec §3). */

export function toTrainingClass(record: ClassRecord, now: Date, graceMs: number): TrainingClass {
  return {
    id: record.id,
    name: record.name,
    courseId: record.courseId,
    timeZone: record.timeZone,
    startDate: record.startDate.toISOString(),
    endDate: record.endDate.toISOString(),
    instructor: record.instructor,
    attendees: record.attendees,
    emails: [...record.emails],
    // Each student's own passphrase is theirs alone: the class's opens nothing then, and is shown to no one.
    passphrase: record.passphraseMode === 'PERSONAL' ? '' : record.passphrase,
    passphraseMode: record.passphraseMode,
    rosterSize: record.rosterSize,
    ...classEndOf(record, graceMs),
    status: classStatus(record, now, graceMs),
    manualVersion: record.manualVersion,
  };
}

export function toTrainingCourse(record: CourseRecord): TrainingCourse {
  return { ...record, vms: [...record.vms] };
}

export function toLabMachine(machine: HypervisorMachine): LabMachine {
  return { vm: machine.vm, name: machine.name, power_state: machine.powerState, vm_ware_tools: machine.tools };
}

/** A machine on the instructor's monitor: one in the middle of an operation shows the wait state SUSPEND (spec §4). */
export function toMonitoredMachine(machine: HypervisorMachine): LabMachine {
  return { ...toLabMachine(machine), power_state: machine.busy ? 'SUSPEND' : machine.powerState };
}

/**
 * Folders keep vm, name and the guest's family (the shells its checks run in): the tools flag is a property of the
 * lab copy, not of the course form.
 */
export function toFolder(folder: TemplateFolder): Folder {
  return {
    folder: folder.folder,
    name: folder.name,
    vms: folder.vms.map(({ vm, name, guestOs }) => ({ vm, name, guestOs })),
  };
}
