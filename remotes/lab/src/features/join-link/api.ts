import { apiPaths, type JoinInput, type JoinResponse, STUDENT_LOGIN_TIMEOUT_MS } from '@academy/api';
import { requestJson } from '@academy/auth';
import { parseJoinResponse } from './lib';

/** POST /api/training-class/join: the link's token for the student's session, as the login form's (spec §3). */
export async function joinWithLink({
  apiBaseUrl,
  token,
}: {
  apiBaseUrl: string;
  token: string;
}): Promise<JoinResponse> {
  const body: JoinInput = { token };
  const answer = await requestJson<unknown>(`${apiBaseUrl.replace(/\/+$/, '')}${apiPaths.join}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: STUDENT_LOGIN_TIMEOUT_MS,
  });
  return parseJoinResponse(answer);
}

/** How long the console's path may take to answer the probe before the page says it is blocked. */
export const CONSOLE_PROBE_TIMEOUT_MS = 8_000;

/**
 * A WebSocket round trip through the console's path: the server echoes one message and closes. Resolves when the
 * echo comes back; rejects when the connection is refused, dropped or silent (a proxy or firewall that blocks
 * WebSockets lets the page load but not the console).
 */
export function probeConsolePath(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const nonce = `probe-${Math.random().toString(36).slice(2)}`;
    let settled = false;
    const timer = setTimeout(() => settle(new Error('no answer')), CONSOLE_PROBE_TIMEOUT_MS);
    function settle(failure?: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.close(1000);
      if (failure) reject(failure);
      else resolve();
    }
    socket.onopen = () => socket.send(nonce);
    socket.onmessage = (message) => settle(message.data === nonce ? undefined : new Error('a wrong answer'));
    socket.onerror = () => settle(new Error('refused'));
    socket.onclose = () => settle(new Error('closed before answering'));
  });
}
