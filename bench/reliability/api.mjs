// The few calls the reliability bench makes: test hooks (instructor token, class views, settle) and the API.

export function basicAuth(username, passphrase) {
  return `Basic ${Buffer.from(`${username}:${passphrase}`).toString('base64')}`;
}

export async function call(baseUrl, method, path, { headers = {}, body, timeoutMs = 10_000 } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json };
}

export async function instructorToken(baseUrl) {
  const { body } = await call(baseUrl, 'POST', '/__test__/instructor-token', { body: {} });
  return body.accessToken;
}

/** Every class with its labs' machines, as the test hooks see them. */
export async function classViews(baseUrl) {
  return (await call(baseUrl, 'GET', '/__test__/classes', { timeoutMs: 30_000 })).body;
}

/** The first student of a RUNNING class that has a machine: credentials and one machine id. */
export async function sampleStudent(baseUrl) {
  for (const view of await classViews(baseUrl)) {
    const lab = view.labs.find((candidate) => candidate.vms.length > 0);
    if (view.status === 'RUNNING' && lab)
      return { username: lab.email, passphrase: view.passphrase, vm: lab.vms[0].vm };
  }
  throw new Error('No running class with a machine to measure against');
}

/** Every student of the first RUNNING class: credentials only (the demo class has three). */
export async function runningStudents(baseUrl) {
  const view = (await classViews(baseUrl)).find((candidate) => candidate.status === 'RUNNING');
  if (!view) throw new Error('No running class');
  return view.emails.map((username) => ({ username, passphrase: view.passphrase }));
}

/** Waits until no provisioning, revert or removal runs, or the bound passes. */
export async function settle(baseUrl, timeoutMs = 60_000) {
  await call(baseUrl, 'POST', '/__test__/settle', { timeoutMs }).catch(() => undefined);
}

export function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}
