/**
 * The console WebSocket is on this server, at its configured public origin: never at a Host or X-Forwarded-Host
 * a client sent, or a forged header could send a student's ticket elsewhere.
 */
export function consoleUrl(publicOrigin: string, token: string): string {
  const origin = new URL(publicOrigin);
  const scheme = origin.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${origin.host}/console/${encodeURIComponent(token)}`;
}
