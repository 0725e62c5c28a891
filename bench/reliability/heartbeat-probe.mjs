// Loaded into the measured server (node --import) by stream-leak.mjs: counts the event streams' heartbeat timers
// (intervals of 15 s) started and not cleared, and answers the count on 127.0.0.1:$HEARTBEAT_PROBE_PORT. It reads any
// build, an old one without the test hook that counts the push channel's watchers too. The timers are unref'd, so
// process.getActiveResourcesInfo() does not list them.
import http from 'node:http';

const HEARTBEAT_MS = 15_000;
const live = new Set();
const { setInterval: startInterval, clearInterval: stopInterval, clearTimeout: stopTimeout } = globalThis;

globalThis.setInterval = (callback, ms, ...args) => {
  const timer = startInterval(callback, ms, ...args);
  if (ms === HEARTBEAT_MS) live.add(timer);
  return timer;
};
// Node clears an interval with either function.
globalThis.clearInterval = (timer) => {
  live.delete(timer);
  stopInterval(timer);
};
globalThis.clearTimeout = (timer) => {
  live.delete(timer);
  stopTimeout(timer);
};

const port = Number(process.env.HEARTBEAT_PROBE_PORT);
if (port > 0) {
  const probe = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ heartbeats: live.size }));
  });
  // A process this preload reaches besides the server (none today) finds the port taken and goes without.
  probe.on('error', () => undefined);
  probe.listen(port, '127.0.0.1');
  probe.unref();
}
