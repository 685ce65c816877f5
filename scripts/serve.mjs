// Serves the production build: `npm run preview` (after `npm run build`) or `npm start`.
import { existsSync } from 'node:fs';
import { createStaticServer } from './static-server.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync('dist/404.html')) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

createStaticServer({ root: 'dist' }).listen(port, host, () => {
  console.log(`Serving dist/ on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
