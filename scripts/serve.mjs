// Serves the production build: `npm run preview` (after `npm run build`) or `npm start`. On PREVIEW_PORT, or a free
// port when that one is busy (another preview, a test run); PORT names one that must be used (the browser tests
// wait on it), HOST the interface.
import { existsSync } from 'node:fs';
import { PREVIEW_PORT } from './free-port.mjs';
import { createStaticServer } from './static-server.mjs';

const requested = process.env.PORT;
const port = Number(requested ?? PREVIEW_PORT);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync('dist/404.html')) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const server = createStaticServer({ root: 'dist' });
server.on('listening', () => {
  console.log(`Serving dist/ on http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}`);
});
server.once('error', (error) => {
  if (error.code !== 'EADDRINUSE' || requested !== undefined) {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`Port ${port} is busy (another preview or a test run?): serving on a free port instead.`);
  server.listen(0, host);
});
server.listen(port, host);
