import { isKeyboardLayout, KEYBOARD_LAYOUTS, type MachineKeyboardLayout } from '@academy/api';
import { inputProblem, type JsonObject, readText } from '../../routes/input/json-fields';

/**
 * The course machines' guest keyboard layouts, one per machine of `vms` at most; undefined when the body has none (a
 * course form older than typing keeps the stored layouts).
 */
export function readKeyboardLayouts(body: JsonObject, vms: readonly string[]): MachineKeyboardLayout[] | undefined {
  const value = body.keyboardLayouts;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw inputProblem('keyboardLayouts must be a list of { vm, layout }.');
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    const where = `keyboardLayouts[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw inputProblem(`${where} must be an object { vm, layout }.`);
    }
    const machine = item as JsonObject;
    const vm = readText(machine, 'vm', 64);
    if (!vms.includes(vm)) throw inputProblem(`${where}: ${vm} is not one of the course's vms.`);
    if (seen.has(vm)) throw inputProblem(`${where}: ${vm} has two keyboard layouts; a machine has one.`);
    seen.add(vm);
    if (!isKeyboardLayout(machine.layout)) {
      throw inputProblem(`${where}.layout must be one of ${KEYBOARD_LAYOUTS.join(', ')}.`);
    }
    return { vm, layout: machine.layout };
  });
}
