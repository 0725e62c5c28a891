/**
 * A lab's id is where its machines live in vCenter: VSPHERE_LABS_FOLDER/<class id>/<student e-mail>, its two
 * halves joined by the first '/' (a class id has none; an e-mail may).
 */
export function labIdOf(classId: string, student: string): string {
  return `${classId}/${student}`;
}

export function splitLabId(labId: string): [classId: string, student: string] {
  const slash = labId.indexOf('/');
  return [labId.slice(0, slash), labId.slice(slash + 1)];
}
