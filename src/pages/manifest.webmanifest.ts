import type { APIRoute } from 'astro';
import { getImage } from 'astro:assets';
import icon from '../assets/brand/icon.svg';

/** Web app manifest from the settings entry: name, colours and PNG icons rendered from the logo mark. */
export const GET: APIRoute = async ({ locals: { site } }) => {
  const icons = await Promise.all(
    [192, 512].map(async (size) => {
      const image = await getImage({ src: icon, format: 'png', width: size, height: size });
      return { src: image.src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' };
    }),
  );
  const manifest = {
    name: site.brand,
    short_name: site.brand.split(' ')[0],
    description: site.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: site.themeColor,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }, ...icons],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
