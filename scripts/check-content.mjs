// npm run check:content [content folder]
//
// Checks every content file (src/content by default) against the site's rules and prints one plain line per
// problem: file, line, field, what was expected and what was found. Warns (without failing) about placeholder
// values still present. Exits 1 when there is any error. When there is none, runs Astro's own content sync
// too, so anything Astro itself would reject is reported before a build.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const projectContent = resolve(projectRoot, 'src/content');
const contentDir = resolve(process.argv[2] ?? projectContent);

const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
// Plain text only: no colours or terminal codes from the libraries' messages.
const plain = (text) => String(text).replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

let result;
try {
  const { module } = await runnerImport(resolve(projectRoot, 'src/lib/content-check.ts'));
  result = module.checkContent(contentDir);
} catch (error) {
  console.log(`The content check itself failed to run: ${plain(error?.message ?? error).split('\n')[0]}`);
  process.exit(2);
}

const { errors, warnings } = result;
for (const line of errors) console.log(line);
if (errors.length && warnings.length) console.log('');
for (const line of warnings) console.log(line);
if (errors.length || warnings.length) console.log('');

if (errors.length) {
  console.log(`${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}: fix the errors above and run npm run check:content again.`);
  process.exit(1);
}

const summary = `Content OK: no errors, ${plural(warnings.length, 'warning')}${warnings.length ? ' (placeholders to replace before launch)' : ''}.`;

if (contentDir !== projectContent) {
  // Astro reads only the project's own src/content; a copy elsewhere gets the checks above alone.
  console.log(summary);
  process.exit(0);
}

try {
  const { sync } = await import('astro');
  await sync({ root: projectRoot, logLevel: 'silent' });
} catch (error) {
  console.log("Astro's own content check failed:");
  for (const line of plain(error?.message ?? error).split('\n')) if (line.trim()) console.log(`  ${line.replace(/\*\*/g, '')}`);
  const hint = error?.hint && plain(error.hint).trim();
  if (hint) console.log(`  ${hint.replace(/\s*\n\s*/g, ' ')}`);
  console.log('');
  console.log(`1 error, ${plural(warnings.length, 'warning')}: fix the error above and run npm run check:content again.`);
  process.exit(1);
}

console.log(summary);
