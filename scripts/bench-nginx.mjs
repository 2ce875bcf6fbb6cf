// The deployed front for the browser benchmarks: Debian's nginx with the site's own locations snippet
// (deploy/nginx/festival-locations.conf: the build's .gz files, asset caching) over TLS and HTTP/2, as
// deploy/nginx/festival-tls.conf serves a public host, in front of an app already running. The certificate is
// made here and trusted by nobody: the browser is told to ignore certificate errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const NGINX = process.env.NGINX || '/usr/sbin/nginx';

/** nginx on a free loopback port, TLS and HTTP/2, passing to `upstream` (http://127.0.0.1:PORT) and serving `clientDir`'s assets. */
export async function startNginxFront({ upstream, clientDir = 'dist/client' }) {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (Debian: apt-get install nginx)`);
  const dir = mkdtempSync(join(tmpdir(), 'festival-front-'));
  const cert = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { encoding: 'utf8' });
  if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr}`);
  const locations = readFileSync('deploy/nginx/festival-locations.conf', 'utf8').replace('root /srv/festival/dist/client;', `root ${resolve(clientDir)};`);
  writeFileSync(join(dir, 'locations.conf'), locations);
  const port = await freePort();
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`).join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  upstream festival_app { server ${new URL(upstream).host}; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    include ${dir}/locations.conf;
  }
}
`,
  );
  const started = spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  const stop = () => {
    spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-s', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `https://127.0.0.1:${port}`, stop };
}
