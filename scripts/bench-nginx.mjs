// The deployed front for the browser benchmarks: Debian's nginx with the site's own files (deploy/nginx-site.mjs
// renders festival.conf, festival-tls.conf and festival-locations.conf as deploy:check does) in front of an app
// already running; the pages are measured over its HTTPS server (TLS and HTTP/2, as a public host serves them). The
// certificate is made here and trusted by nobody: the browser is told to ignore certificate errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX, renderSite, selfSignedCert } from '../deploy/nginx-site.mjs';
import { freePort } from './free-port.mjs';

/** nginx on free loopback ports, passing to `upstream` (http://127.0.0.1:PORT) and serving `clientDir`'s assets. */
export async function startNginxFront({ upstream, clientDir = 'dist/client' }) {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (Debian: apt-get install nginx)`);
  const dir = mkdtempSync(join(tmpdir(), 'festival-front-'));
  const cert = selfSignedCert(dir);
  if (!cert) throw new Error('openssl could not make a certificate');
  const tls = { http: await freePort(), https: await freePort(), ...cert };
  const conf = renderSite({ dir, clientDir, appPorts: [Number(new URL(upstream).port)], listenPort: await freePort(), tls, accessLog: false, workerConnections: 1024 });
  const started = spawnSync(NGINX, ['-p', dir, '-c', conf], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  const stop = () => {
    spawnSync(NGINX, ['-p', dir, '-c', conf, '-s', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `https://127.0.0.1:${tls.https}`, stop };
}
