import { createJiti } from 'jiti';
const jiti = createJiti(process.cwd() + '/');
const { checkContent } = await jiti.import('./src/integrations/content-check/check.ts');
const [root, rel] = process.argv.slice(2);
const r = checkContent(root, { relativeTo: rel });
console.log(r.errors.join('\n'));
