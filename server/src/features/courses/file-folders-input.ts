import type { MachineFileFolder } from '@academy/api';
import { inputProblem, type JsonObject, readText } from '../../routes/input/json-fields';

/**
 * The course machines' folders for files sent into them, one per machine of `vms` at most; undefined when the body
 * has none (a course form older than sending files keeps the stored folders). Whether each is a path of its machine's
 * guest family is the domain's rule (checkFileFolders), which knows the templates.
 */
export function readFileFolders(body: JsonObject, vms: readonly string[]): MachineFileFolder[] | undefined {
  const value = body.fileFolders;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw inputProblem('fileFolders must be a list of { vm, folder }.');
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    const where = `fileFolders[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw inputProblem(`${where} must be an object { vm, folder }.`);
    }
    const machine = item as JsonObject;
    const vm = readText(machine, 'vm', 64);
    if (!vms.includes(vm)) throw inputProblem(`${where}: ${vm} is not one of the course's vms.`);
    if (seen.has(vm)) throw inputProblem(`${where}: ${vm} has two file folders; a machine has one.`);
    seen.add(vm);
    return { vm, folder: readText(machine, 'folder', 1024) };
  });
}
