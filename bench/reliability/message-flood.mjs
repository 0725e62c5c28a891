// One student posting class messages as fast as one connection answers, for a bounded time; reports how many were
// accepted (201) and refused (429), scaled to a minute.
import { basicAuth, call } from './api.mjs';

const DURATION_MS = 6_000;

export async function floodMessages(baseUrl, student) {
  const headers = { authorization: basicAuth(student.username, student.passphrase) };
  const statuses = {};
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < DURATION_MS) {
    const { status } = await call(baseUrl, 'POST', '/api/training-class/messages', {
      headers,
      body: { text: `flood ${sent}` },
    });
    sent += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const minutes = (performance.now() - started) / 60_000;
  return {
    seconds: Math.round(minutes * 60),
    sent,
    accepted: statuses[201] ?? 0,
    refused429: statuses[429] ?? 0,
    acceptedPerMinute: Math.round((statuses[201] ?? 0) / minutes),
  };
}
