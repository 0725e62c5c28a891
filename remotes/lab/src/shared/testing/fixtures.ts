import type {
  JoinResponse,
  LabMachine,
  Machine,
  RuntimeConfig,
  StudentLoginResponse,
  TrainingClass,
} from '@academy/api';
import { $studentBasic, $studentEmail, $studentPassphrase } from '@academy/auth';
import { $runtimeConfig, instructorSignInRequested, navigationRequested } from '@academy/bus';
import type { PowerState } from '@academy/power-rules';
import { createStore, type StoreWritable } from 'effector';

/** Fixtures of the lab remote's model tests: a signed-in student, machines, answers of the API. */

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  loginDomain: 'academy.test',
  remoteLoadTimeoutMs: 1000,
  identity: { issuer: '', clientId: '' },
};

export const student = { email: 'win-01@academy.test', passphrase: 'amber-river-4821' };
export const studentBasic = btoa(`${student.email}:${student.passphrase}`);

/** `fork` values of a student who is signed in (as after a reload: the three values, no lab yet). */
// biome-ignore lint/suspicious/noExplicitAny: fork() takes stores of any value type, and effector does not export that type
export function signedInValues(): Array<[StoreWritable<any>, unknown]> {
  return [
    [$runtimeConfig, testConfig],
    [$studentEmail, student.email],
    [$studentPassphrase, student.passphrase],
    [$studentBasic, studentBasic],
  ];
}

export function labMachine(vm: string, power_state: PowerState, vm_ware_tools = true): LabMachine {
  return { vm, name: `Machine ${vm}`, power_state, vm_ware_tools };
}

export function machine(vm: string, power_state: PowerState, change: Partial<Machine> = {}): Machine {
  return { ...labMachine(vm, power_state), isLoading: false, message: '', ...change };
}

export const trainingClass: TrainingClass = {
  id: 'class-1',
  name: 'Windows Server 2022 Administration',
  courseId: 'course-1',
  timeZone: 'UTC',
  startDate: '2026-01-05T00:00:00.000Z',
  endDate: '2026-01-10T00:00:00.000Z',
  instructor: 'instructor@academy.test',
  attendees: 1,
  emails: [student.email],
  passphrase: student.passphrase,
  status: 'RUNNING',
  endsAt: '2026-01-10T00:00:00.000Z',
  labsEndAt: '2026-01-10T00:00:00.000Z',
};

export function loginAnswer(vms: LabMachine[], expectedVmCount = vms.length): StudentLoginResponse {
  return { trainingClass, vms, expectedVmCount, helpRequestedAt: null };
}

/** A personal link's sign-in answer: Ada's lab of one running machine, the class's passphrase, none shown once. */
export function joinAnswer(change: Partial<JoinResponse> = {}): JoinResponse {
  return {
    ...loginAnswer([labMachine('vm-1', 'POWERED_ON')]),
    email: 'win-03@academy.test',
    passphrase: 'amber-river-4821',
    name: 'Ada Lovelace',
    personalPassphrase: null,
    ...change,
  };
}

/** Every navigation the model asked the shell for, in order. */
export const $navigations = createStore<string[]>([]).on(navigationRequested, (list, { to }) => [...list, to]);

/** Every instructor sign-in the model asked for. */
export const $instructorSignIns = createStore<string[]>([]).on(instructorSignInRequested, (list, { returnTo }) => [
  ...list,
  returnTo,
]);

/** A promise the test settles by hand, to look at the model while a call is under way. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs `work` with console.error silenced: a failed login is logged on purpose (spec §8). */
export async function withoutConsoleErrors<T>(work: () => Promise<T>): Promise<T> {
  const logged = console.error;
  console.error = () => undefined;
  try {
    return await work();
  } finally {
    console.error = logged;
  }
}
