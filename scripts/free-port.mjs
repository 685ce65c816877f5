// A free TCP port on the loopback interface, for every server a script or test starts: no fixed port anywhere, so
// two runs (or a run and a preview) work side by side.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The one fixed port: where `npm start` and `npm run preview` serve for a person to open (the address the docs
 * give). scripts/serve.mjs takes a free one instead when it is busy; nothing else listens on a fixed port.
 */
export const PREVIEW_PORT = 4321;

/** Asks the system for a port nobody listens on (it is free when this returns; take it at once). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The same, for code that cannot wait (a configuration file read synchronously). */
export function freePortSync(host = '127.0.0.1') {
  const script = `import('${import.meta.url}').then(async (m) => process.stdout.write(String(await m.freePort(${JSON.stringify(host)}))))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const port = Number(result.stdout);
  if (result.status !== 0 || !Number.isInteger(port) || port <= 0)
    throw new Error(`No free port found: ${result.stderr}`);
  return port;
}
