import { checkContent } from './src/integrations/content-check/check';
const r = checkContent('tests/fixtures/site/src/content', { relativeTo: 'tests/fixtures/site' });
console.log(r.errors.join('\n'));
