// Where the deployment test finds nginx (NGINX_PATH, else Debian's package) and openssl, which makes its throw-away
// certificate (OPENSSL_PATH, else Debian's package).
import { existsSync } from 'node:fs';

export function nginxPath() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? '/usr/sbin/nginx';
}

export function opensslPath() {
  return process.env.OPENSSL_PATH ?? '/usr/bin/openssl';
}
