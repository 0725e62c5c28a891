import { readChecks } from '@academy/manual/checks';
import { invalid } from '../../domain/errors';
import type { TemplateFolder } from '../../domain/ports/hypervisor';

/**
 * A course keeps a manual only if each of its checks can run: readable, under a step, on one of the course's own
 * machines (by name, as the course form shows them). Refused with every problem, each naming its step.
 */
export function checkManualChecks(
  markdown: string,
  course: { folder: string; vms: readonly string[] },
  folders: readonly TemplateFolder[],
): void {
  if (markdown === '') return;
  const templates = folders.find((folder) => folder.folder === course.folder)?.vms ?? [];
  const machines = templates
    .filter((template) => course.vms.includes(template.vm))
    .map(({ name, guestOs }) => ({ name, guestOs }));
  const { problems } = readChecks(markdown, machines);
  if (problems.length > 0) throw invalid(problems.join(' '));
}
