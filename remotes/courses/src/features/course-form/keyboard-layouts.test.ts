import type { MachineKeyboardLayout } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import {
  KEYBOARD_LAYOUT_OPTIONS,
  type KeyboardLayoutsValues,
  layoutOf,
  toKeyboardLayoutsInput,
  toKeyboardLayoutsValues,
} from './keyboard-layouts';

const SENT_FOR = {
  'no layout set: every machine types in US': [{}, ['vm-1', 'vm-2'], []],
  'a machine set to US is left out': [{ 'vm-1': 'us', 'vm-2': 'de' }, ['vm-1', 'vm-2'], [{ vm: 'vm-2', layout: 'de' }]],
  'each chosen machine its own, in the order of vms': [
    { 'vm-1': 'fr', 'vm-2': 'ch-de' },
    ['vm-2', 'vm-1'],
    [
      { vm: 'vm-2', layout: 'ch-de' },
      { vm: 'vm-1', layout: 'fr' },
    ],
  ],
  "an unticked machine's layout is dropped": [{ 'vm-1': 'ja', 'vm-2': 'uk' }, ['vm-2'], [{ vm: 'vm-2', layout: 'uk' }]],
} satisfies Record<string, [KeyboardLayoutsValues, string[], MachineKeyboardLayout[]]>;

describe('keyboard layouts of the course form', () => {
  it('offers the 8 layouts by their names, US first', () => {
    expect(KEYBOARD_LAYOUT_OPTIONS).toEqual([
      { label: 'US', value: 'us' },
      { label: 'UK', value: 'uk' },
      { label: 'German', value: 'de' },
      { label: 'French', value: 'fr' },
      { label: 'Swiss German', value: 'ch-de' },
      { label: 'Spanish', value: 'es' },
      { label: 'Italian', value: 'it' },
      { label: 'Japanese', value: 'ja' },
    ]);
  });

  it.each(Object.entries(SENT_FOR))('sends %s', (_, [layouts, vms, sent]) => {
    expect(toKeyboardLayoutsInput(layouts, vms)).toEqual(sent);
  });

  it('starts from the layouts the server keeps; a machine without one, or a course without any, is US', () => {
    const layouts = toKeyboardLayoutsValues([
      { vm: 'vm-1', layout: 'de' },
      { vm: 'vm-2', layout: 'fr' },
    ]);
    expect(layouts).toEqual({ 'vm-1': 'de', 'vm-2': 'fr' });
    expect(layoutOf(layouts, 'vm-2')).toBe('fr');
    expect(layoutOf(layouts, 'vm-3')).toBe('us');
    expect(toKeyboardLayoutsValues(undefined)).toEqual({});
    expect(layoutOf(undefined, 'vm-1')).toBe('us');
  });
});
