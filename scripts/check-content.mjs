// npm run check:content [content folder]: the content check every build runs first (src/integrations/content-check/check.ts), on its
// own. Prints each mistake as one plain line (file:line: field "…" what is wrong), then the warnings; exits 1 on an error.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}src/integrations/content-check/check.ts`);
const result = module.checkContent(resolve(process.argv[2] ?? `${root}src/content`));
console.log(module.contentReport(result).join('\n'));
process.exit(result.errors.length ? 1 : 0);
