import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { ContentRule } from '../site';

/**
 * The types of file public/ may hold, served as they are at the site's own address: pictures, PDF and text files,
 * fonts, and the static hosts' `_headers` and `_redirects`. Any other type may be a document a browser runs script
 * in, on the site's origin, whose storage holds the signed-in editor's account: an .html page (its script is no
 * page's hashed one), an .xhtml, .xml or .xsl(t) file (an XHTML <script> in it runs), an .svgz (sent as a drawing,
 * and not the SVG the check reads). The servers sandbox the XML types anyway (public/_headers); this keeps them out.
 */
const SERVED_AS_IS: Readonly<Record<string, string>> = {
  pictures: '.avif .gif .ico .jpeg .jpg .png .svg .webp',
  'PDF and text files': '.pdf .txt',
  fonts: '.woff .woff2',
};
const ALLOWED = new Set(Object.values(SERVED_AS_IS).flatMap((list) => list.split(' ')));
const HOST_FILES = new Set(['_headers', '_redirects']);

export const publicFiles: ContentRule = {
  name: 'public files',
  run(content) {
    const folder = join(content.root, '../../public');
    if (!existsSync(folder)) return;
    const kinds = Object.entries(SERVED_AS_IS)
      .map(([kind, list]) => `${kind} (${list})`)
      .join(', ');
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const path of files.map((entry) => join(entry.parentPath, entry.name)).sort()) {
      const name = relative(folder, path).split(sep).join('/');
      const extension = extname(name).toLowerCase();
      if (HOST_FILES.has(name) || ALLOWED.has(extension)) continue;
      content.errors.push(
        `${content.show(path)}: public/ serves its files as they are, at the site's own address, and a browser may run a script in a${extension ? ` ${extension}` : ''} file ` +
          `opened there: remove it (public/ takes ${kinds}; pictures for the content go in src/assets/)`,
      );
    }
  },
};
