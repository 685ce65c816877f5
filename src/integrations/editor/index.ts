// The content editor at /admin (Sveltia CMS, docs/CONTENT.md): a page of its own, written beside the site rather than
// built by Astro, so that no public page, stylesheet, script or policy changes because it exists. Everything it loads
// comes from this site: the editor's bundle, its fonts, and its configuration, generated from the collections' JSON
// Schemas (./config.ts) by every build (the post-build pipeline's editor step,
// src/integrations/post-build/steps/editor.ts, adds `editorFiles` to dist/) and, under `astro dev`, on every request.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editorConfig, readCollectionSchemas, type EditorOptions } from './config';

export const EDITOR_PATH = '/admin';
const BUNDLE = `${EDITOR_PATH}/sveltia-cms.js`;
const CONFIG = `${EDITOR_PATH}/config.json`;
const VERSION = `${EDITOR_PATH}/sveltia-cms.version.json`;
const PACKAGE = 'node_modules/@sveltia/cms';

/**
 * The fonts the bundle would fetch from a CDN, and the same files from the pinned font packages: the bundle is
 * served with these addresses swapped for ones under /admin/fonts.
 */
const FONTS: Record<string, string> = {
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2':
    'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
};
const fontPath = (file: string) => `${EDITOR_PATH}/fonts/${basename(file)}`;
/** Where the bundle asks a CDN for the latest version, to offer an update; the version is pinned here instead. */
const UPDATE_CHECK = /`\$\{\w+\}\/package\.json`/;
/**
 * Each Git backend's status check: on load and every five minutes the editor asks the service's status page
 * (www.githubstatus.com) about outages, a request to a third party that learns who edits the site and when. Sveltia
 * has no setting for it, so the bundle is served without the check (the editor then shows no outage banner), and
 * EDITOR_POLICY does not allow the address either.
 */
const STATUS_CHECK = /,checkStatus:[\w$]+/;

/**
 * What the editor page may do, and nothing the editor does not need: its own files; the GitHub API it commits
 * through on the live site and the avatar it shows of the signed-in user (not GitHub's status page: STATUS_CHECK);
 * blob: and data: for the images it reads from the disk and previews; inline styles, which the editor's
 * components set on elements. Working on the local repository needs nothing more: the browser's folder access is no
 * network request. The hosts send the same policy as a header with frame-ancestors added (public/_headers,
 * deploy/nginx.conf).
 */
export const EDITOR_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com",
  "base-uri 'self'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/**
 * What the editor's page says where JavaScript is off: the editor is a script, and the page is otherwise blank. For
 * the editors, in English like the rest of the editor.
 */
export const NEEDS_JAVASCRIPT = 'The content editor needs JavaScript: turn it on for this site, then reload the page.';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="content-security-policy" content="${EDITOR_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link rel="cms-config-url" type="application/json" href="${CONFIG}">
</head>
<body>
<noscript><p>${NEEDS_JAVASCRIPT}</p></noscript>
<script src="${BUNDLE}"></script>
</body>
</html>
`;

/** The bundle with its CDN addresses replaced; fails when an upgrade moved one, so that none is missed silently. */
function localBundle(root: string): string {
  let bundle = readFileSync(join(root, PACKAGE, 'dist/sveltia-cms.js'), 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const before = bundle;
    bundle = bundle.replaceAll(typeof from === 'string' ? from : new RegExp(from, 'g'), to);
    if (bundle === before)
      throw new Error(
        `@sveltia/cms: ${from} is no longer in its bundle: update src/integrations/editor/index.ts for this version`,
      );
  };
  for (const [cdn, file] of Object.entries(FONTS)) replace(cdn, fontPath(file));
  replace(UPDATE_CHECK, `\`${VERSION}\``);
  replace(STATUS_CHECK, '');
  return bundle;
}

/** Every file under /admin, by its address. */
export function editorFiles(root: string, options: EditorOptions): Map<string, () => string | Buffer> {
  const { version } = JSON.parse(readFileSync(join(root, PACKAGE, 'package.json'), 'utf8')) as { version: string };
  return new Map<string, () => string | Buffer>([
    [`${EDITOR_PATH}.html`, () => page],
    [CONFIG, () => `${JSON.stringify(editorConfig(readCollectionSchemas(root), options), null, 2)}\n`],
    [BUNDLE, () => localBundle(root)],
    [VERSION, () => `${JSON.stringify({ version })}\n`],
    ...Object.values(FONTS).map((file): [string, () => Buffer] => [
      fontPath(file),
      () => readFileSync(join(root, file)),
    ]),
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
};

export function editor(options: EditorOptions): AstroIntegration {
  let root = '';
  return {
    name: 'aravali:editor',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0]!;
          const body = editorFiles(root, options).get(path === EDITOR_PATH ? `${path}.html` : path);
          if (!body) return next();
          res.setHeader(
            'Content-Type',
            CONTENT_TYPES[path === EDITOR_PATH ? 'html' : path.split('.').pop()!] ?? 'application/octet-stream',
          );
          res.end(body());
        });
      },
    },
  };
}
