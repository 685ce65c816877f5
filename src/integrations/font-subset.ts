// After the build, cuts each self-hosted web font down to what the built site can show (src/lib/font-subset.ts):
// the characters of every page and island, the weights and features its CSS asks for, the alternate glyphs its
// text is shaped into. The subset gets a name from its own content, so a browser that cached an older subset
// fetches the new one the day an editor adds a character; each page's @font-face, preload and policy hash follow.
// Runs before page-policy, which keeps the new hash.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { characterSet, htmlText, layoutFeatures, shapingTexts, subsetWoff2, weightRange } from './post-build/font/subset';
import { replaceInlineStyle } from './page-policy';

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const FONT_FACE = /@font-face\{[^}]*?src:url\("(\/_astro\/fonts\/[\w-]+\.woff2)"\)[^}]*\}/g;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function fontSubset(): AstroIntegration {
  return {
    name: 'aravali:font-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
        const pages = new Map(files.filter((file) => file.endsWith('.html')).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
        const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(root, file), 'utf8'));
        const inlineStyles = [...pages.values()].flatMap((html) => [...html.matchAll(INLINE_STYLE)].map(([, text]) => text!));
        const css = [...files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(root, file), 'utf8')), ...inlineStyles].join('\n');
        const characters = characterSet([...[...pages.values()].map(htmlText), ...scripts]);
        const features = layoutFeatures(css, characters);
        const texts = shapingTexts([...pages.values()], scripts);

        // Each face once, however many pages declare it; its new declaration replaces the old one everywhere.
        const faces = new Map<string, { url: string; subsetUrl: string; declaration: string }>();
        for (const style of new Set(inlineStyles)) {
          for (const [face, url] of style.matchAll(FONT_FACE)) {
            if (faces.has(face)) continue;
            const declared = face.match(/font-weight:(\d+)(?: (\d+))?/);
            const range: [number, number] = declared ? [Number(declared[1]), Number(declared[2] ?? declared[1])] : [400, 400];
            const weights = weightRange(css, range);
            const original = readFileSync(join(root, url!));
            const subset = await subsetWoff2(original, { characters, weights, features, texts }, range[0] !== range[1]);
            const subsetUrl = `/_astro/fonts/${createHash('sha256').update(subset).digest('hex').slice(0, 16)}.woff2`;
            writeFileSync(join(root, subsetUrl), subset);
            unlinkSync(join(root, url!));
            const weight = weights[0] === weights[1] ? `${weights[0]}` : `${weights[0]} ${weights[1]}`;
            faces.set(face, { url: url!, subsetUrl, declaration: face.replace(url!, subsetUrl).replace(/font-weight:[\d ]+/, `font-weight:${weight}`) });
            logger.info(`${url} → ${subsetUrl}: ${kb(original.length)} → ${kb(subset.length)} (${[...characters].length} characters, weights ${weight}, ${features.length} features)`);
          }
        }

        for (const [file, html] of pages) {
          let page = html;
          for (const style of new Set([...html.matchAll(INLINE_STYLE)].map(([, text]) => text!))) {
            let rewritten = style;
            for (const [face, { declaration }] of faces) rewritten = rewritten.replace(face, () => declaration);
            if (rewritten !== style) page = replaceInlineStyle(page, style, rewritten);
          }
          for (const { url, subsetUrl } of faces.values()) page = page.replaceAll(`href="${url}"`, `href="${subsetUrl}"`);
          if (page !== html) writeFileSync(join(root, file), page);
        }
      },
    },
  };
}
