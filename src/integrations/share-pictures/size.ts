// The share pictures' address and size, shared by the page's tags (src/components/BaseHead.astro) and the build step
// that draws them (src/integrations/post-build/steps/share-pictures.ts), without the drawing code.

/** The folder of the build the pictures are written to: /share/<the page's address>.png. */
export const SHARE_FOLDER = '/share/';

/** The size WhatsApp, LinkedIn, Facebook and X show large (1.91:1). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The address of a page's picture: `/` → /share/index.png, `/ar/team` → /share/ar/team.png. */
export const sharePicturePath = (pagePath: string): string => {
  const page = pagePath.replace(/\.html$/, '').replace(/\/+$/, '');
  return `${SHARE_FOLDER}${page.replace(/^\//, '') || 'index'}.png`;
};
