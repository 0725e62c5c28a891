// Load on the machine-state call (GET /api/training-class/vm/{id}/power), the one every student's list makes.
import autocannon from 'autocannon';
import { basicAuth } from './api.mjs';

const DURATION_SECONDS = 10;

export async function loadMachineState(baseUrl, student, connections, durationSeconds = DURATION_SECONDS) {
  const result = await autocannon({
    url: `${baseUrl}/api/training-class/vm/${encodeURIComponent(student.vm)}/power`,
    connections,
    duration: durationSeconds,
    timeout: 10,
    headers: { authorization: basicAuth(student.username, student.passphrase) },
  });
  const fiveXx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((total, [, stats]) => total + stats.count, 0);
  return {
    connections,
    sent: result.requests.sent,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    fiveXx,
    hangs: result.timeouts,
    errors: result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    reqPerSecond: Math.round(result.requests.average),
  };
}
