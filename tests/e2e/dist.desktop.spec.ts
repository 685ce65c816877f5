// Static checks of every file in the build: valid HTML, each page's CSP, working links, unique metadata, safe new-tab
// links, JSON-LD, the brotli and gzip copies.
import { expect, test } from '@playwright/test';
import { Window } from 'happy-dom';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  attributeValues,
  distDir,
  htmlFiles,
  metaContent,
  readDist,
  resolvesInDist,
  routeOfFile,
} from '../support/dist';
import { services, settings } from '../support/content';
import { localeOfPath, neutralPath } from '../../src/i18n/routing';
import { showsOwnText } from '../../src/i18n/page-text';

const site = settings();
const pages = htmlFiles();
/**
 * Pages not translated yet: their original's text in another language's frame, as each page says
 * (tests/support/languages.ts checks what follows from it).
 */
const fallbacks = new Set(pages.filter((file) => !showsOwnText(readDist(file))).map(routeOfFile));

test('the build has the home page, the 404 page and a page for every service file', { tag: '@content' }, () => {
  const expected = ['index.html', '404.html', ...services().map((service) => `services/${service.slug}.html`)];
  expect(pages).toEqual(expect.arrayContaining(expected));
});

test('every page is valid HTML', { tag: '@content' }, async () => {
  // About 40 ms of CPU a page here; a busy shared machine (a load of 30) took more than the usual 30 s for the edited
  // copy's 70 pages.
  test.setTimeout(30_000 + pages.length * 1_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const report = await validator.validateMultipleFiles(pages.map((file) => `dist/${file}`));
  expect(report.valid, formatterFactory('text')(report.results)).toBe(true);
});

test(
  'each page’s CSP <meta> comes right after <meta charset> and allows exactly its own inline scripts and styles',
  { tag: '@content' },
  async () => {
    // A real HTML parser, not the build's own pattern matching; nothing on the pages runs or loads.
    const window = new Window({
      settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
    });
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const hashes = (policy: string, directive: string) =>
      (policy.match(new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`))?.[1] ?? '')
        .split(/\s+/)
        .filter((source) => source.startsWith("'sha"));
    for (const file of pages) {
      const document = new window.DOMParser().parseFromString(readDist(file), 'text/html');
      const [charset, policy] = [...document.head.children];
      expect(charset?.outerHTML, file).toBe('<meta charset="utf-8">');
      expect(policy?.getAttribute('http-equiv'), `${file}: the element after <meta charset>`).toBe(
        'content-security-policy',
      );
      const content = policy!.getAttribute('content')!;
      const scripts = [...document.querySelectorAll('script:not([src])')]
        // Speculation rules count as script to Chromium's CSP: the policy must allow them by hash too.
        .filter((script) =>
          ['', 'module', 'text/javascript', 'speculationrules'].includes(script.getAttribute('type') ?? ''),
        )
        .map((script) => sha256(script.textContent));
      const styles = [...document.querySelectorAll('style')].map((style) => sha256(style.textContent));
      expect(hashes(content, 'script-src').sort(), `${file} script-src`).toEqual([...new Set(scripts)].sort());
      expect(hashes(content, 'style-src').sort(), `${file} style-src`).toEqual([...new Set(styles)].sort());
    }
    await window.happyDOM.close();
  },
);

test('every internal link and asset resolves to a built file', { tag: '@content' }, () => {
  const broken: string[] = [];
  for (const file of pages) {
    const html = readDist(file);
    const refs = [
      ...attributeValues(html, 'href'),
      ...attributeValues(html, 'src'),
      ...attributeValues(html, 'srcset').flatMap((set) => set.split(',').map((part) => part.trim().split(/\s+/)[0])),
    ];
    for (const ref of refs) {
      if (!ref.startsWith('/') || ref.startsWith('//')) continue;
      if (!resolvesInDist(ref)) broken.push(`${file}: ${ref}`);
    }
    for (const anchor of attributeValues(html, 'href').filter((ref) => ref.startsWith('#') && ref.length > 1)) {
      if (!html.includes(`id="${anchor.slice(1)}"`)) broken.push(`${file}: ${anchor} (no element with that id)`);
    }
  }
  expect(broken).toEqual([]);
});

test('every page has its own title and description, a canonical URL and share tags', { tag: '@content' }, () => {
  // Per language, as the content check's rule has it (rules/page-titles.ts): a page in a new language may start as a
  // copy of another's, title included. Here the build is checked to keep apart what that rule keeps apart.
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const file of pages) {
    const language = localeOfPath(routeOfFile(file));
    const html = readDist(file);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = metaContent(html, 'description');
    expect(title, `${file} title`).toBeTruthy();
    expect(description, `${file} description`).toBeTruthy();
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(canonical, `${file} canonical`).toMatch(new RegExp(`^${site.siteUrl.replace(/[.]/g, '\\.')}/`));
    // A page not translated yet shows its original's text, title included, and names the original as the page to
    // index (tests/support/languages.ts checks which): every other page is its own canonical and differs from all.
    if (!fallbacks.has(routeOfFile(file))) {
      expect(new URL(canonical!).pathname, `${file} canonical`).toBe(routeOfFile(file));
      const [ownTitle, ownDescription] = [`${language} ${title}`, `${language} ${description}`];
      expect(titles.get(ownTitle), `${file} repeats the title of ${titles.get(ownTitle)}`).toBeUndefined();
      expect(
        descriptions.get(ownDescription),
        `${file} repeats the description of ${descriptions.get(ownDescription)}`,
      ).toBeUndefined();
      titles.set(ownTitle, file);
      descriptions.set(ownDescription, file);
    }
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
      expect(metaContent(html, key), `${file} ${key}`).toBeTruthy();
    }
    const image = new URL(metaContent(html, 'og:image')!);
    expect(resolvesInDist(image.pathname), `${file} share image ${image.pathname}`).toBe(true);
  }
});

test('every link that opens a new tab is isolated from the page', { tag: '@content' }, () => {
  for (const file of pages) {
    for (const tag of readDist(file).match(/<a [^>]*target="_blank"[^>]*>/g) ?? []) {
      expect(tag, file).toContain('rel="noopener noreferrer"');
    }
  }
});

test('no inline event handlers or inline style attributes anywhere', { tag: '@content' }, () => {
  for (const file of pages) {
    const html = readDist(file);
    expect(html, file).not.toMatch(/\son[a-z]+="/);
    expect(html, file).not.toMatch(/<[a-z][^>]*\sstyle="/);
  }
});

test(
  'each home page describes the firm in JSON-LD from the settings, and every page names it as its publisher',
  { tag: '@content' },
  () => {
    for (const file of pages) {
      const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
      // The firm's words (address, regions) in the page's language; its registered name and contact details are the
      // same in all, with the language's own name for it beside them where it has one.
      const site = settings(localeOfPath(route));
      const firm = `${new URL('/', site.siteUrl).href}#organization`;
      // One JSON-LD document per page, its nodes in one graph under one context.
      const documents = [...readDist(file).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1]),
      );
      expect(documents, file).toHaveLength(1);
      expect(documents[0]['@context'], file).toBe('https://schema.org');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, checked field by field below
      const blocks: Array<Record<string, any>> = documents[0]['@graph'];
      expect(blocks.find((block) => block['@type'] === 'WebPage')?.publisher, file).toEqual({ '@id': firm });
      const org = blocks.find((block) => block['@type'] === 'ProfessionalService');
      if (neutralPath(route) !== '/')
        expect(org, `${file}: the firm is described on the home pages only`).toBeUndefined();
      else {
        expect(org, file).toMatchObject({
          '@id': firm,
          name: site.brand,
          email: site.email,
          telephone: site.phone.tel,
          address: {
            '@type': 'PostalAddress',
            addressLocality: site.address.locality,
            addressCountry: site.address.country,
          },
          sameAs: site.social.map((profile: { url: string }) => profile.url),
        });
        expect(org!.alternateName, file).toBe(site.firmName === site.brand ? undefined : site.firmName);
        expect(org!.areaServed.map((place: { name: string }) => place.name)).toEqual(site.regions);
      }
      for (const crumbs of blocks.filter((block) => block['@type'] === 'BreadcrumbList')) {
        expect(crumbs.itemListElement.length, file).toBeGreaterThan(1);
        crumbs.itemListElement.forEach((item: { position: number }, index: number) =>
          expect(item.position).toBe(index + 1),
        );
      }
      if (neutralPath(route).startsWith('/services/'))
        expect(blocks.find((block) => block['@type'] === 'Service')?.provider, file).toEqual({ '@id': firm });
    }
  },
);

test('sitemap, robots.txt and web manifest', { tag: '@content' }, () => {
  const robots = readDist('../dist/robots.txt');
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  const manifest = JSON.parse(readDist('manifest.webmanifest'));
  expect(manifest).toMatchObject({ name: site.brand, theme_color: site.themeColor, start_url: '/' });
  for (const icon of manifest.icons) expect(resolvesInDist(icon.src), icon.src).toBe(true);
  const routes = pages.filter((file) => !file.endsWith('404.html') && !fallbacks.has(routeOfFile(file)));
  if (routes.length > 0) {
    const sitemap = readDist('sitemap-0.xml');
    expect(sitemap).not.toContain('404');
    for (const file of routes) {
      const path = file.replace(/\.html$/, '').replace(/^index$/, '');
      expect(sitemap, `sitemap lists /${path}`).toContain(`<loc>${site.siteUrl}/${path}</loc>`);
    }
  }
});

test(
  'every text file of the build has a gzip and a smaller brotli copy with the same content, for the servers to send',
  { tag: '@content' },
  () => {
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    const size = (file: string) => readFileSync(join(distDir, file)).length;
    for (const [extension, decompress] of [
      ['.gz', gunzipSync],
      ['.br', brotliDecompressSync],
    ] as const) {
      const copies = files.filter((file) => file.endsWith(extension));
      for (const file of files.filter((name) => /\.(html|css|js)$/.test(name)))
        expect(copies, file).toContain(`${file}${extension}`);
      for (const copy of copies) {
        const original = copy.slice(0, -extension.length);
        expect(decompress(readFileSync(join(distDir, copy))).equals(readFileSync(join(distDir, original))), copy).toBe(
          true,
        );
        // The servers send brotli whenever the browser takes it: a copy no smaller than gzip's is never kept.
        if (extension === '.br' && files.includes(`${original}.gz`))
          expect(size(copy), copy).toBeLessThan(size(`${original}.gz`));
      }
    }
  },
);
