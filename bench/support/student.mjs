/** A running class's first student, from the server's test hooks (the demo class of a first start). */
export async function studentOf(baseUrl) {
  const classes = await (await fetch(`${baseUrl}/__test__/classes`)).json();
  const running = classes.find((item) => item.status === 'RUNNING' && item.labs.some((lab) => lab.vms.length > 0));
  if (!running) throw new Error('no running class with a provisioned lab on the server');
  return { email: running.emails[0], passphrase: running.passphrase };
}
