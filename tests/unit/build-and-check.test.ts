// Every build runs the content check first (src/integrations/content-check/index.ts), and `npm run check` tells an editor
// whose problem a failure is: a content mistake stops the build with the check's plain lines, never with Astro's
// own messages or a stack trace; a broken site is reported as such, not blamed on the content.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, editedSiteFolder, npmPath } from '../../scripts/stages.mjs';

// A folder of this run's own: two runs of the tests at the same time never build in each other's copy.
const project = copyProject(mkdtempSync(join(tmpdir(), 'aravali-build-and-check-')));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PATH: npmPath(), ASTRO_TELEMETRY_DISABLED: '1', ...env },
    // npm test runs this file beside the browser tests at a lower priority (scripts/test.mjs): on a busy shared machine
    // a check of the copy took up to 143 s there (issue 39, under a load average of 23).
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(project, file), change(readFileSync(join(project, file), 'utf8')));

describe('content mistakes', () => {
  it('stop `astro build` on a service without its title and on two service files for one address, one plain line each', () => {
    // The fixture site's service, with its one piece of art, in place of the project's.
    rmSync(join(project, 'src/content/services'), { recursive: true });
    cpSync('tests/fixtures/site/src/content/services', join(project, 'src/content/services'), { recursive: true });
    // The articles and transactions name the project's services, which are gone: the fixture's transactions (and the
    // offices and people they name, whose regulated roles name those offices) instead, and no article, so that only
    // the two mistakes below are in the content.
    rmSync(join(project, 'src/content/insights'), { recursive: true });
    for (const folder of ['transactions', 'offices', 'team']) {
      rmSync(join(project, 'src/content', folder), { recursive: true });
      cpSync(`tests/fixtures/site/src/content/${folder}`, join(project, 'src/content', folder), { recursive: true });
    }
    cpSync('tests/fixtures/site/src/assets/art/sample.svg', join(project, 'src/assets/art/sample.svg'));
    cpSync(join(project, 'src/content/services/en/advisory.md'), join(project, 'src/content/services/en/Advisory.md'));
    edit('src/content/services/en/advisory.md', (text) => text.replace(/^title: .*\n/m, ''));

    const { status, output } = run('astro', ['build']);
    expect(status).toBe(1);
    expect(output).toContain(
      'src/content/services/en/Advisory.md: the file name becomes the page address, so use lower-case letters, digits and dashes only ' +
        '(e.g. advisory.md); as it is, it would take the address of src/content/services/en/advisory.md\n',
    );
    expect(output).toContain(
      'src/content/services/en/advisory.md: field "title" is missing (add it: Service name on its home page card and in the footer\'s Services list; the service page\'s own heading is the page heading in its top band)\n',
    );
    expect(output).toMatch(/^2 content errors, \d+ warnings?: fix each line above/m);
    // Nothing of Astro's own reporting: no location, no stack trace, no build.
    expect(output).not.toMatch(/:0:0|\n\s+at |\[build\]|\[content\]/);
  }, 330_000);

  it('make `npm run check` say that the content has a mistake, where, and that nothing else was tried', () => {
    const { status, output } = run('node', ['scripts/check.mjs']);
    expect(status).toBe(1);
    const verdict = output.slice(output.indexOf('── Verdict ──'));
    expect(verdict).toContain('✗ Your content has 2 mistakes.');
    expect(verdict).toContain('  src/content/services/en/advisory.md: field "title" is missing');
    expect(verdict).not.toContain('The site itself is broken');
    expect(output).not.toContain('▶ Production build');
  }, 330_000);
});

describe('a broken site with correct content', () => {
  it('makes `npm run check` say the site itself is broken, not the content', () => {
    rmSync(join(project, 'src/content/services/en/Advisory.md'));
    edit('src/content/services/en/advisory.md', (text) => text.replace('---\n', '---\ntitle: Sample Advisory\n'));
    edit('src/pages/[...locale]/team/[...page].astro', (text) => `${text}\n{undefinedFunctionOfABrokenPage()}\n`);
    const { status, output } = run('node', ['scripts/check.mjs']);
    expect(status).toBe(2);
    const verdict = output.slice(output.indexOf('── Verdict ──'));
    expect(verdict).toContain('✗ The site itself is broken: your content passed its check, but the build failed.');
    expect(verdict).not.toContain('Your content has');
  }, 330_000);
});

describe('content mistakes that only the build finds', () => {
  it('make `npm run check` blame the content, with the line, never the site', () => {
    cpSync('src/pages/[...locale]/team/[...page].astro', join(project, 'src/pages/[...locale]/team/[...page].astro'));
    // The content check knows the page "/", but which sections it has only the built page tells.
    edit('src/content/ui/en/labels.yaml', (text) => text.replace(/href: \/#services/, 'href: /#no-such-section'));
    const line =
      readFileSync(join(project, 'src/content/ui/en/labels.yaml'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('/#no-such-section')) + 1;
    const { status, output } = run('node', ['scripts/check.mjs']);
    const verdict = output.slice(output.indexOf('── Verdict ──'));
    expect(verdict).toContain('✗ Your content has a mistake.');
    expect(verdict).toContain(
      `  src/content/ui/en/labels.yaml:${line}: field "nav.links[0].href" leads to /#no-such-section, but / has no section #no-such-section`,
    );
    expect(verdict).not.toContain('The site itself is broken');
    expect(status).toBe(1);
  }, 330_000);
});

describe('browser tests that cannot start', () => {
  it('make `npm run check` say their port is busy, not that the site is broken', async () => {
    edit('src/content/ui/en/labels.yaml', (text) => text.replace('/#no-such-section', '/#services'));
    // Another server already answers on the port the browser tests are told to use.
    const holder: Server = createServer((_, response) => response.end('another server')).listen(0, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      // Not spawnSync: this process must go on answering on the port while the check runs.
      const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
        const child = spawn('node', ['scripts/check.mjs'], {
          cwd: project,
          env: { ...process.env, PATH: npmPath(), ASTRO_TELEMETRY_DISABLED: '1', E2E_PORT: String(port) },
        });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.stderr.on('data', (chunk) => (text += chunk));
        child.on('close', (code) => resolve({ status: code, output: text }));
      });
      const verdict = output.slice(output.indexOf('── Verdict ──'));
      expect(verdict).toContain(`✗ The browser tests could not start: the port ${port} they serve the site on is busy`);
      expect(verdict).not.toContain('The site itself is broken');
      expect(status).toBe(3);
    } finally {
      holder.close();
    }
  }, 330_000);
});

describe('the edited copy of `npm run test:edited`', () => {
  it('goes to a new folder for every run, so that two runs never share one', () => {
    const first = editedSiteFolder();
    const second = editedSiteFolder();
    try {
      expect(first).not.toBe(second);
      for (const folder of [first, second]) expect(existsSync(folder) && readdirSync(folder)).toEqual([]);
    } finally {
      for (const folder of [first, second]) rmSync(folder, { recursive: true, force: true });
    }
  });
});
