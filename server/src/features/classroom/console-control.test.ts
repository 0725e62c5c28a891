import type { ConsoleWatch } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { STORED_CLASS } from '../../../test-support/stored-class';
import { labIdOf } from '../../domain/class-schedule';
import { DomainError } from '../../domain/errors';
import type { HypervisorMachine } from '../../domain/ports/hypervisor';
import { createConsoleControl } from './console-control';

const REFUSAL = 'Take control of this console to do it.';
const LAB = labIdOf(STORED_CLASS.id, 'ws-01@academy.test');

const machine = (vm: string, labId = LAB): HypervisorMachine => ({
  vm,
  name: `${vm} - Windows Server 2022`,
  labId,
  powerState: 'POWERED_ON',
  tools: true,
  guestOs: 'windows',
  busy: null,
});
const MACHINES = [machine('vm-1'), machine('vm-2'), machine('vm-gone', labIdOf('class-deleted', 'x@academy.test'))];

const watch = (instructor: string, vm: string, mode: ConsoleWatch['mode']): ConsoleWatch => ({
  vm,
  machineName: vm,
  instructor,
  mode,
});

/** Ada acting on vm-1 with these consoles open at the lab: the lab she acts on, or the refusal's kind and words. */
async function adaOnVm1(watchers: ConsoleWatch[], vm = 'vm-1') {
  const control = createConsoleControl({
    hypervisor: { machine: async (id) => MACHINES.find((known) => known.vm === id) },
    storage: { classes: { get: async (id) => (id === STORED_CLASS.id ? STORED_CLASS : undefined) } },
    watches: { watchersOf: async ({ labId }) => (labId === LAB ? watchers : []) },
    refusal: REFUSAL,
  });
  try {
    const lab = await control('Ada', vm);
    return { lab: lab.labId, email: lab.email, classId: lab.trainingClass.id };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, message: error.message };
  }
}

const refused = { kind: 'forbidden', message: REFUSAL };

describe('the instructor in control of a student console', () => {
  it('is the instructor whose console of that very machine is open in control', async () => {
    const cases = {
      'in control': [[watch('Ada', 'vm-1', 'control')], { lab: LAB, email: 'ws-01@academy.test', classId: 'class-1' }],
      'only watching': [[watch('Ada', 'vm-1', 'view')], refused],
      'not at the console': [[], refused],
      'another instructor in control': [[watch('Grace', 'vm-1', 'control')], refused],
      'in control of another machine of the lab': [[watch('Ada', 'vm-2', 'control')], refused],
    } satisfies Record<string, [ConsoleWatch[], object]>;
    for (const [name, [watchers, outcome]] of Object.entries(cases)) {
      expect({ name, outcome: await adaOnVm1(watchers) }).toEqual({ name, outcome });
    }
  });

  it('finds no machine outside a class, whoever is at its console', async () => {
    const inControl = [watch('Ada', 'vm-1', 'control')];
    expect(await adaOnVm1(inControl, 'vm-unknown')).toEqual({
      kind: 'not_found',
      message: 'There is no machine vm-unknown in a class.',
    });
    expect(await adaOnVm1(inControl, 'vm-gone')).toEqual({
      kind: 'not_found',
      message: 'There is no machine vm-gone in a class.',
    });
  });
});
