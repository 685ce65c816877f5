// deploy/nginx.conf run for real on this machine, by the deployment test (tests/e2e/nginx.desktop.spec.ts) and by
// `npm run bench -- --https`: an nginx process of its own under a temporary prefix, on free loopback ports, over
// HTTPS with a throw-away self-signed certificate. Where it finds nginx (NGINX_PATH, else Debian's package), its
// brotli_static module (NGINX_BROTLI_MODULE, else Debian's libnginx-mod-http-brotli-static) and openssl, which makes
// the certificate (OPENSSL_PATH, else Debian's package).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { rawRequest } from './raw-request.mjs';

export function nginxPath() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? '/usr/sbin/nginx';
}

/**
 * The module behind deploy/nginx.conf's `brotli_static on;`. A Debian server loads it from
 * /etc/nginx/modules-enabled/ once the package is installed; the nginx started here reads only its own
 * configuration, so it loads the module itself.
 */
export function brotliModulePath() {
  if (process.env.NGINX_BROTLI_MODULE) return process.env.NGINX_BROTLI_MODULE;
  const candidates = [
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  ];
  return candidates.find((path) => existsSync(path)) ?? candidates[0];
}

export function opensslPath() {
  return process.env.OPENSSL_PATH ?? '/usr/bin/openssl';
}

const SITE_CONFIG = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

/**
 * A new temporary folder for one nginx: its configuration, certificate, logs and temporary files, and the copy of
 * the build it serves (put it in `root()`). Started as root, nginx reads files as an unprivileged user: the folder
 * must be open to it.
 */
export function nginxPrefix() {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
  chmodSync(prefix, 0o755);
  return { prefix, root: join(prefix, 'dist') };
}

/** The site's name for an nginx started here: the configuration answers only requests that name the site. */
export const LOCAL_SITE = 'localhost';

/**
 * Starts nginx with deploy/nginx.conf over the folder `root`, under `prefix` (from nginxPrefix), and waits until it
 * answers. The configuration's server_name becomes `LOCAL_SITE`, a name that reaches this machine without DNS: the
 * site answers requests that name it (TLS SNI and Host, as a browser or Node sends them for the origins returned),
 * the configuration's default server drops every other (an address such as 127.0.0.1 names no site). nginx listens
 * on 127.0.0.1. Returns the two origins, the certificate to trust (issued to that name), and `stop()`. Throws, with
 * nginx's own message, when the configuration or the certificate is refused.
 */
export async function startNginx({ prefix, root }) {
  const site = LOCAL_SITE;
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const httpOrigin = `http://${site}:${httpPort}`;
  const httpsOrigin = `https://${site}:${httpsPort}`;
  const certificateArgs = `req -x509 -nodes -days 1 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=${site} -addext subjectAltName=DNS:${site}`;
  const openssl = spawnSync(
    opensslPath(),
    [...certificateArgs.split(' '), '-keyout', join(prefix, 'key.pem'), '-out', join(prefix, 'cert.pem')],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make the certificate: ${openssl.stderr}`);
  const certificate = readFileSync(join(prefix, 'cert.pem'));
  // Comments dropped, so that only directives are rewritten and checked.
  const siteConfig = readFileSync(SITE_CONFIG, 'utf8')
    .replace(/#.*$/gm, '')
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace(/listen 80\b/g, `listen 127.0.0.1:${httpPort}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${httpsPort}`)
    .replace(/server_name [^;]+;/g, `server_name ${site};`)
    .replace(/root [^;]+;/, `root ${resolve(root)};`)
    .replace(/ssl_certificate [^;]+;/, `ssl_certificate ${join(prefix, 'cert.pem')};`)
    .replace(/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${join(prefix, 'key.pem')};`);
  // Every address and path the file names for a real server is replaced, or this nginx would not be serving the build.
  const left = /listen (80|443)\b|\/var\/www|CHANGE-ME/.exec(siteConfig);
  if (left)
    throw new Error(
      `deploy/nginx.conf still names "${left[0]}" after rewriting it for a local run: update scripts/nginx.mjs.`,
    );
  writeFileSync(join(prefix, 'site.conf'), siteConfig);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${brotliModulePath()};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;\n` +
      `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;\n  include ${prefix}/site.conf;\n}\n`,
  );
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf')];
  const check = spawnSync(nginxPath(), ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    const hint = existsSync(brotliModulePath())
      ? ''
      : ` (no brotli module at ${brotliModulePath()}: install Debian's libnginx-mod-http-brotli-static)`;
    throw new Error(`nginx refused the configuration${hint}: ${check.stderr}`);
  }
  const nginx = spawn(nginxPath(), [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((done) => nginx.once('exit', done));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill();
    await exited;
  };
  // Ready once HTTPS answers at all (the 404 page's own address answers 404).
  for (let attempt = 0; ; attempt += 1) {
    const response = await rawRequest(httpsOrigin, '/404.html', { ca: certificate }).catch(() => undefined);
    if (response) break;
    if (attempt === 100 || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not answer on ${httpsOrigin}; see ${prefix}/logs/error.log`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { httpOrigin, httpsOrigin, certificate, stop };
}
