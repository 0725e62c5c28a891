import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nginxConfig } from './nginx-config.mjs';

const config = nginxConfig({ dir: '/tmp/cluster-x', port: 3000, upstreams: [41001, 41002] });

test('balances round robin over every instance, on loopback, on the given port', () => {
  assert.match(config, /upstream academy \{\s+server 127\.0\.0\.1:41001 [^;]*;\s+server 127\.0\.0\.1:41002 [^;]*;/);
  assert.doesNotMatch(config, /\b(least_conn|ip_hash|hash)\b/);
  assert.match(config, /listen 127\.0\.0\.1:3000;/);
});

test('passes WebSocket upgrades through for the console, with an hour to live', () => {
  assert.match(config, /proxy_set_header Upgrade \$http_upgrade;/);
  assert.match(config, /proxy_set_header Connection \$connection_upgrade;/);
  assert.match(config, /map \$http_upgrade \$connection_upgrade \{ default upgrade; '' ''; \}/);
  assert.match(config, /proxy_read_timeout 1h;/);
});

test('retries the next instance when one refuses, and keeps every file in the cluster folder', () => {
  assert.match(/location \/ \{[^}]*\}/.exec(config)?.[0] ?? '', /proxy_next_upstream error timeout http_502 http_503;/);
  assert.match(config, /^daemon off;/);
  for (const line of config.split('\n').filter((text) => /(_path|^pid|error_log) /.test(text.trim()))) {
    assert.match(line, /\/tmp\/cluster-x\//, line);
  }
});

test('closes an idle upstream connection before the instance does (its keepAliveTimeout is 5 s)', () => {
  const upstream = /upstream academy \{[^}]*\}/.exec(config)?.[0] ?? '';
  const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
  assert.ok(seconds > 0 && seconds < 5, upstream);
});

test("sends the student's sign-in, the lab's re-read, to the next instance even once sent to a dying one, and no other POST", () => {
  const login = /location = \/api\/training-class\/login \{[^}]*\}/.exec(config)?.[0] ?? '';
  assert.match(login, /proxy_next_upstream error timeout http_502 http_503 non_idempotent;/);
  assert.match(login, /proxy_pass http:\/\/academy;/);
  assert.equal(config.match(/non_idempotent/g)?.length, 1);
});
