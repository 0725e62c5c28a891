// The balancer of `npm run cluster`: nginx's configuration for the instances on loopback.
import path from 'node:path';

/** nginx as a plain foreground process with everything (pid, logs, temp files) in the cluster's folder. */
export function nginxConfig({ dir, port, upstreams }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, `nginx-${name}`)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  # A WebSocket upgrade is passed on as one; any other request keeps its upstream connection alive.
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream academy {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n    ')}
    keepalive 64;
    # Under the instances' own 5 s: nginx never sends a request on a connection an instance is closing as idle (it
    # would retry a GET elsewhere, but answer a POST with 502).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    # The student's sign-in is also how the lab is read again (Refresh List): a POST that changes nothing, so it may go
    # to the next instance even when the one it reached died with it (nginx retries no other POST once sent: a power
    # command a dying instance may have run is not sent twice).
    location = /api/training-class/login {
${proxied('error timeout http_502 http_503 non_idempotent')}
    }
    location / {
${proxied('error timeout http_502 http_503')}
    }
  }
}
`;
}

/** What every location passes on: WebSocket upgrades, the client's address, and when to try the next instance. */
function proxied(nextUpstream) {
  return `      proxy_pass http://academy;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead instance refuses the connection: the request goes to the next one (it never reached the dead one).
      proxy_next_upstream ${nextUpstream};
      proxy_connect_timeout 2s;
      # Console WebSockets stay open as long as the student works.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;`;
}
