import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import type { CourseUpdate } from '../../api';
import { logSaveFailureFx, updateCourseFx } from '../../model';
import { machineField, openEditForm, saveChanges } from '../../testing/edit-form';

const course = aCourse({
  folder: 'group-v101',
  vms: ['vm-1', 'vm-2', 'vm-3'],
  keyboardLayouts: [
    { vm: 'vm-1', layout: 'de' },
    { vm: 'vm-2', layout: 'fr' },
  ],
});

/** Its machines ticked again, as the edit form asks. */
const openEdit = (scope: Scope) => openEditForm(scope, course, ['DC01', 'router', 'appliance']);

function layoutSelect(machine: string): HTMLSelectElement {
  return machineField(machine, 'Keyboard layout');
}

describe('<CourseForm> keyboard layouts', () => {
  afterEach(cleanup);

  it("shows each chosen machine's stored layout, US for one without, the 8 layouts by name and what it is for", async () => {
    await openEdit(fork());
    expect(layoutSelect('DC01').value).toBe('de');
    expect(layoutSelect('router').value).toBe('fr');
    expect(layoutSelect('appliance').value).toBe('us');
    const appliance = layoutSelect('appliance');
    expect(
      within(appliance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['US', 'UK', 'German', 'French', 'Swiss German', 'Spanish', 'Italian', 'Japanese']);
    expect(appliance.selectedOptions[0]?.textContent).toBe('US');
    const note = document.getElementById(appliance.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Paste and Type into the console type in this layout; students can change it for themselves.',
    );
  });

  it('saves the chosen layouts with the course: US left out, an unticked machine dropped', async () => {
    const updates: CourseUpdate[] = [];
    await openEdit(
      fork({ handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]] }),
    );
    fireEvent.change(layoutSelect('DC01'), { target: { value: 'us' } });
    fireEvent.change(layoutSelect('appliance'), { target: { value: 'ja' } });
    await saveChanges();
    expect(updates.map((update) => update.input.keyboardLayouts)).toEqual([
      [
        { vm: 'vm-2', layout: 'fr' },
        { vm: 'vm-3', layout: 'ja' },
      ],
    ]);

    fireEvent.click(screen.getByLabelText('router'));
    await saveChanges();
    expect(updates[1]?.input.keyboardLayouts).toEqual([{ vm: 'vm-3', layout: 'ja' }]);
  });

  it('a save the server refuses keeps the layouts chosen', async () => {
    await openEdit(
      fork({
        handlers: [
          [updateCourseFx, failingWith(400)],
          [logSaveFailureFx, () => undefined],
        ],
      }),
    );
    fireEvent.change(layoutSelect('appliance'), { target: { value: 'ch-de' } });
    await saveChanges();
    expect((await screen.findByRole('alert')).textContent).toBe('Client error.');
    expect(layoutSelect('DC01').value).toBe('de');
    expect(layoutSelect('appliance').value).toBe('ch-de');
  });
});
