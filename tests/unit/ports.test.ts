// No fixed ports: every server a script or test starts takes a free one, so that two test runs, or a run and a
// preview, work side by side. The one fixed port is PREVIEW_PORT, where `npm start` serves for a person, and
// scripts/serve.mjs leaves it for a free one when it is busy.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PREVIEW_PORT } from '../../scripts/free-port.mjs';
import { rawRequest } from '../../scripts/raw-request.mjs';

const project = fileURLToPath(new URL('../..', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** Ways a port number gets written into code: a URL with a port, listen(n), a default or an assignment to a port. */
const FIXED_PORT = [
  /\b(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1?\]):\d{2,5}\b/,
  /\blisten\(\s*['"]?[1-9]\d*/,
  /port['"]?\s*(?:\?\?|\|\||[:=])\s*['"]?[1-9]\d{1,4}\b/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

describe('ports', () => {
  it('the patterns catch the ways a fixed port was written', () => {
    for (const line of [
      'const port = Number(process.env.E2E_PORT ?? 4399);',
      "env: { E2E_PORT: '4398' }",
      "const origin = 'http://127.0.0.1:4397';",
      'server.listen(8080, host)',
    ]) {
      expect(
        FIXED_PORT.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    }
    for (const line of [
      "server.listen(0, '127.0.0.1')",
      'const port = await freePort();',
      '{ port: chrome.port }',
      "phone: '+91 98765 43210'",
    ]) {
      expect(
        FIXED_PORT.some((pattern) => pattern.test(line)),
        line,
      ).toBe(false);
    }
  });

  it('no script, test or configuration listens on a fixed port, but PREVIEW_PORT where it is defined', () => {
    // This file is left out: it holds the examples above.
    const files = [
      ...sources(join(project, 'scripts')),
      ...sources(join(project, 'tests')),
      join(project, 'playwright.config.ts'),
    ].filter((file) => file !== self);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (FIXED_PORT.some((pattern) => pattern.test(line)))
            found.push(`${relative(project, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([`scripts/free-port.mjs:${definitionLine()}: export const PREVIEW_PORT = ${PREVIEW_PORT};`]);
  });

  it('npm start serves on PREVIEW_PORT, or says in one line that it is busy and serves on a free port', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'serve-'));
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist/404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(folder, 'dist/index.html'), '<!doctype html><title>Home</title>');
    // Busy: held here, or already held by a preview or another test run (either way the server must go elsewhere).
    const holder: Server = createServer();
    const held = await new Promise<boolean>((resolve) => {
      holder.once('error', () => resolve(false));
      holder.listen(PREVIEW_PORT, '127.0.0.1', () => resolve(true));
    });
    const env = { ...process.env };
    delete env.PORT;
    delete env.HOST;
    const child = spawn(process.execPath, [join(project, 'scripts/serve.mjs')], {
      cwd: folder,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /Serving dist\/ on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`serve.mjs stopped (exit ${code}): ${output}`)));
      });
      const lines = output.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^Port ${PREVIEW_PORT} is busy\\b.*free port`));
      expect(Number(new URL(url).port)).not.toBe(PREVIEW_PORT);
      const response = await rawRequest(url, '/');
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain('<title>Home</title>');
    } finally {
      child.kill();
      if (held) holder.close();
    }
  });
});

function definitionLine() {
  return (
    readFileSync(join(project, 'scripts/free-port.mjs'), 'utf8')
      .split('\n')
      .findIndex((line) => line.startsWith('export const PREVIEW_PORT')) + 1
  );
}
