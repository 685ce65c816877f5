// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/** The production URL comes from the settings entry; SITE_URL overrides it for previews and staging. */
function siteUrl() {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  const settings = readFileSync(new URL('./src/content/settings/site.yaml', import.meta.url), 'utf8');
  const match = settings.match(/^siteUrl:\s*["']?([^"'\s#]+)/m);
  if (!match) throw new Error('src/content/settings/site.yaml: field "siteUrl" is missing');
  return match[1];
}

export default defineConfig({
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
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
  ],
});
