// Everything done to the build after Astro and the other integrations have written it, in one pass: dist/ is read
// once (the files some step reads), each step turns the build in memory into the next (steps/, pure functions), and
// what changed is written once. Runs after every integration listed before it in astro.config.mjs (the sitemap).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkContent } from '../content-check/check';
import type { EditorOptions } from '../editor/config';
import { editorFiles } from '../editor/index';
import { runOnDirectory, type Step } from './pipeline';
import { editorStep } from './steps/editor';
import { feedsStep } from './steps/feeds';
import { figuresStep } from './steps/figures';
import { fontLoadingStep } from './steps/font-loading';
import { fontSubsetStep } from './steps/font-subset';
import { inlineCssStep } from './steps/inline-css';
import { islandScriptsStep } from './steps/island-scripts';
import { markupGuardStep } from './steps/markup-guard';
import { pagePolicyStep } from './steps/page-policy';
import { precompressStep } from './steps/precompress';
import { buildCacheFolder } from './build-cache';
import { redirectsStep } from './steps/redirects';
import { sharePicturesStep } from './steps/share-pictures';
import { sharePictures, type FontDeclaration, type SharePictures } from '../share-pictures/index';

/**
 * The steps, in the one order that works (each step names the steps it must follow and why, and the pipeline refuses
 * any other order): figures are bound to their units (`figureUnits`, the unit words of every language's settings)
 * first, as they are part of the text every later step reads; each page's share picture is drawn from its title and
 * section (and its title becomes the picture's alt text); the font is cut to the site's own pages and scripts, and each page's @font-face and its hash
 * follow; then each page's policy is narrowed to the page as served; then every page as served is held to the markup its
 * templates write (no <meta http-equiv> but the policy, no <base>, frame, plugin, event handler, and forms only the
 * consultation form's) and every feed and sitemap is read back by a real parser, either stopping the build; then the
 * editor adds /admin, untouched by both;
 * Netlify's `_redirects` is written from the 404 pages, which no step changes the address of; last, every text file,
 * the editor’s included, gets its gzip and brotli copies. Given the project's folder (`root`), the steps that take
 * seconds of CPU and give the same bytes for the same input (the font's cuts, the compressed copies) keep their results
 * there between builds (build-cache.ts).
 */
export const steps = (
  editor: Parameters<typeof editorStep>[0],
  figureUnits: readonly string[] = [],
  pictures?: SharePictures,
  root?: string,
): Step[] => [
  figuresStep(figureUnits),
  ...(pictures ? [sharePicturesStep(pictures)] : []),
  fontSubsetStep(root),
  fontLoadingStep,
  inlineCssStep,
  islandScriptsStep,
  pagePolicyStep,
  markupGuardStep,
  feedsStep,
  editorStep(editor),
  redirectsStep,
  precompressStep(root && buildCacheFolder(root, 'precompress')),
];

export interface PostBuildOptions {
  /** The repository and branch the editor at /admin commits to. */
  editor: EditorOptions;
}

export function postBuild(options: PostBuildOptions): AstroIntegration {
  let root = '';
  let fonts: readonly FontDeclaration[] = [];
  return {
    name: 'aravali:post-build',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
        fonts = (config.fonts ?? []) as readonly FontDeclaration[];
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Read through the content check, which has stopped the build already if the settings have a mistake.
        const { entries } = checkContent(join(root, 'src/content'), { collections: ['siteText'] });
        const figureUnits = entries.siteText.flatMap((entry) => entry.data.figureUnits ?? []);
        await runOnDirectory(
          fileURLToPath(dir),
          steps(editorFiles(root, options.editor), figureUnits, sharePictures(root, fonts), root),
          (message) => logger.info(message),
        );
      },
    },
  };
}
