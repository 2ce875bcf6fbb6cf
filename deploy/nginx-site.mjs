// The deployment's own nginx files (deploy/nginx/) rendered for a run on this machine: only ports and paths change.
// Used by deploy:check (two app processes, a rolling restart) and by the browser benchmarks behind nginx
// (scripts/bench-nginx.mjs), so both measure the site as it is deployed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.NGINX || '/usr/sbin/nginx';

/** A self-signed certificate for 127.0.0.1 in `dir` (trusted by nobody); null when openssl is missing or fails. */
export function selfSignedCert(dir) {
  const key = path.join(dir, 'tls.key');
  const crt = path.join(dir, 'tls.crt');
  const r = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', crt], {
    encoding: 'utf8',
  });
  return r.status === 0 ? { key, crt } : null;
}

/** festival-tls.conf's two servers (HTTP redirecting, HTTPS with HTTP/2) on loopback ports. */
function renderTls(dir, { http, https, key, crt }) {
  const tls = fs
    .readFileSync(path.join(root, 'deploy/nginx/festival-tls.conf'), 'utf8')
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${http};`)
    .replace(/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${https} ssl http2;`)
    .replace(/^ {4}listen \[::\]:\d+.*\n/gm, '')
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${crt};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace('/etc/nginx/snippets/festival-locations.conf', path.join(dir, 'festival-locations.conf'));
  return `\n# deploy/nginx/festival-tls.conf\n${tls}`;
}

/**
 * Writes nginx.conf, festival.conf and festival-locations.conf into `dir`; returns nginx.conf's path.
 * `appPorts`: the app processes (`downPort` among them marked down); `listenPort`: festival.conf's plain HTTP server;
 * `tls` ({ http, https, key, crt }): festival-tls.conf's servers too; `accessLog`: false for none.
 */
export function renderSite({ dir, clientDir, appPorts, listenPort, downPort = null, tls = null, accessLog = true, workerConnections = 8192 }) {
  const site = fs.readFileSync(path.join(root, 'deploy/nginx/festival.conf'), 'utf8');
  const locations = fs.readFileSync(path.join(root, 'deploy/nginx/festival-locations.conf'), 'utf8');
  const upstreams = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s${p === downPort ? ' down' : ''};`).join('\n');
  const rendered = site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*;$\n?/gm, '')
    .replace(/(upstream festival_app \{\n)/, `$1${upstreams}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${listenPort};`)
    .replace(/^ {4}listen \[::\]:80;\n/m, '')
    .replace('/etc/nginx/snippets/festival-locations.conf', path.join(dir, 'festival-locations.conf'));
  if (!appPorts.every((p) => rendered.includes(`127.0.0.1:${p}`)) || !rendered.includes(`listen 127.0.0.1:${listenPort}`)) {
    throw new Error('deploy/nginx/festival.conf no longer has the lines deploy/nginx-site.mjs substitutes');
  }
  fs.writeFileSync(path.join(dir, 'festival.conf'), rendered + (tls ? renderTls(dir, tls) : ''));
  fs.writeFileSync(path.join(dir, 'festival-locations.conf'), locations.replace('root /srv/festival/dist/client;', `root ${path.resolve(clientDir)};`));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t === 'client_body' ? 'body' : t};`).join('\n');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `# rendered by deploy/nginx-site.mjs
worker_processes 1;
worker_rlimit_nofile ${workerConnections * 2 + 1000};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
events { worker_connections ${workerConnections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    # Which worker sent a request to which process, and how long it took (a restart's traces).
    log_format check '$msec $pid $status $request_time $upstream_addr "$request"';
    access_log ${accessLog ? `${dir}/nginx-access.log check` : 'off'};
${temp}
    include ${dir}/festival.conf;
}
`,
  );
  return conf;
}
