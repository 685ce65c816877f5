// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { clientDirectives } from './src/directives/integration.mjs';
import { contentCheck, isFallbackRoute, lastModified } from './src/integrations/content-check/index';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/i18n/locales';
import { alternates, localizeHref, neutralPath } from './src/i18n/routing';
import { showsOwnText } from './src/i18n/page-text';
import { existsSync, readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import { editor } from './src/integrations/editor/index';
import { siteMarkdown } from './src/integrations/markdown';
import { postBuild } from './src/integrations/post-build';

/** The pages the sitemap lists (their paths), gathered by its filter for their alternates. */
const sitemapPaths = new Set();

// The repository and branch the editor commits to from the live site (docs/CONTENT.md, "Edit in the browser").
const editorOptions = { repo: 'aravali-capital/website', branch: 'main' };

export default defineConfig({
  // `site` comes from src/content/settings/site.yaml (siteUrl), set by the content check once the file is valid.
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  // The languages of src/i18n/locales.ts: the default at /, every other under /<locale>/ (src/pages/[...locale]/).
  i18n: { locales: LOCALE_CODES, defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  integrations: [
    contentCheck(),
    react(),
    clientDirectives(),
    // Each page a search engine should list, with its hreflang alternates: the languages the page is listed in (a page
    // without its own text in a language, which the content check knows, is no page of that language for search
    // engines), from the derivation the page's head and language switch share (src/i18n/routing.ts, alternates).
    sitemap({
      filter: (page) => {
        const { pathname } = new URL(page);
        const built = new URL(`./dist${pathname === '/' ? '/index' : pathname}.html`, import.meta.url);
        // A page showing another language's text, as it says itself (the content check's list does not know the pages
        // a template draws from data, such as the record's filters).
        const ownText = !existsSync(built) || showsOwnText(readFileSync(built, 'utf8'));
        const listed = !/\/404(\.html)?$/.test(pathname) && !isFallbackRoute(pathname) && ownText;
        // The plugin filters every page before it serializes any: by then this set holds every listed page.
        if (listed) sitemapPaths.add(pathname);
        return listed;
      },
      serialize: (item) => {
        const { pathname, origin } = new URL(item.url);
        const path = neutralPath(pathname);
        const languages = LOCALE_CODES.filter((code) => sitemapPaths.has(localizeHref(path, code)));
        const links = alternates(path, languages).map(({ hreflang, path: href }) => ({
          lang: hreflang,
          url: new URL(href, origin).href,
        }));
        // The day a page's text last changed, where its content file gives one (articles, the legal pages).
        const day = lastModified(pathname);
        return { ...item, links, ...(day ? { lastmod: day.toISOString().slice(0, 10) } : {}) };
      },
    }),
    // The editor at /admin under `astro dev`; a build gets its files from postBuild.
    editor(editorOptions),
    // Last, after every other integration has written its files: cuts the font to what the pages show, rewrites the
    // pages' policies, adds the editor, compresses them all (the order and its reasons: src/integrations/post-build).
    postBuild({ editor: editorOptions }),
  ],
  // The site's Markdown, declared once in src/integrations/markdown.ts, where the content check renders every text
  // with it too: no code highlighting (no inline styles to weaken the CSP), links to the pages of the file's language.
  markdown: {
    gfm: siteMarkdown.gfm,
    smartypants: siteMarkdown.smartypants,
    syntaxHighlight: siteMarkdown.syntaxHighlight,
    processor: satteri({ hastPlugins: [...siteMarkdown.hastPlugins] }),
  },
  // Our artwork is SVG we drew ourselves (no untrusted SVG), rasterised to AVIF/WebP/PNG at build time.
  image: { dangerouslyProcessSVG: true },
  // Astro hashes every script and style it emits into a CSP <meta> (src/integrations/post-build/steps/page-policy.ts
  // narrows it to each page's own); the rest of the policy is ours. frame-ancestors cannot live in a <meta>, so
  // public/_headers (and deploy/nginx.conf) add it as a header. Only what default-src does not already say: fonts,
  // fetches and the manifest fall back to its 'self' (written out again, about 40 B of every page as sent), while
  // form-action and base-uri have no fallback. The header lists them all, for hosts that read only it.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "form-action 'self' mailto: https://wa.me",
        "base-uri 'self'",
        "object-src 'none'",
      ],
    },
  },
  vite: { plugins: [tailwindcss()] },
  // Completion, field help and inline errors in the front matter of the Markdown content files, in VS Code with the
  // Astro extension (see .vscode/settings.json and docs/CONTENT.md); the YAML files get the same from yaml.schemas.
  experimental: { contentIntellisense: true },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [
          {
            src: ['./src/assets/fonts/inter-latin-wght.woff2'],
            weight: '100 900',
            style: 'normal',
            display: 'swap',
          },
        ],
      },
    },
    // The Arabic pages' face (Readex Pro, OFL: src/assets/fonts/ReadexPro-LICENSE.txt), a family drawn for Arabic and
    // Latin together: on an Arabic page it sets everything, the firm's name, figures and addresses included, so an
    // Arabic page downloads two files of one family and never Inter. Each file has its script's unicode-range: an
    // English page showing an Arabic word downloads the Arabic file only (src/styles/global.css).
    {
      provider: fontProviders.local(),
      name: 'Readex Pro',
      cssVariable: '--font-arabic',
      // Until the face is in the cache, Arabic text is drawn in a system face. Arial has Arabic letters on Windows;
      // elsewhere the system's Arabic face is named after it, before the generic family: left to that, the browser
      // searches the system's fonts for each run of Arabic text (Chromium on Linux: the layout before an Arabic page's
      // first paint took 140 ms, 86 ms with the face named). The Latin letters stay in Arial, whose metrics the
      // fallback face matches to Readex Pro's.
      fallbacks: ['Arial', 'Noto Sans Arabic', 'DejaVu Sans', 'sans-serif'],
      options: {
        variants: [
          {
            src: ['./src/assets/fonts/readex-pro-arabic-wght.woff2'],
            weight: '160 700',
            style: 'normal',
            display: 'swap',
            unicodeRange: ['U+0600-06FF', 'U+0750-077F', 'U+0870-08FF', 'U+FB50-FDFF', 'U+FE70-FEFC'],
          },
          {
            src: ['./src/assets/fonts/readex-pro-latin-wght.woff2'],
            weight: '160 700',
            style: 'normal',
            display: 'swap',
            // Latin, as Fontsource cuts it: Basic Latin and Latin-1, general punctuation (with the bidi marks and
            // isolates), the euro and the few symbols a text face has.
            unicodeRange: [
              'U+0000-00FF',
              'U+0131',
              'U+0152-0153',
              'U+02BB-02BC',
              'U+02C6',
              'U+02DA',
              'U+02DC',
              'U+0304',
              'U+0308',
              'U+0329',
              'U+2000-206F',
              'U+20AC',
              'U+2122',
              'U+2191',
              'U+2193',
              'U+2212',
              'U+2215',
              'U+FEFF',
              'U+FFFD',
            ],
          },
        ],
      },
    },
  ],
});
