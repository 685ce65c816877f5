import { basename, extname } from 'node:path';
import type { ContentRule } from '../site';

/** File names become addresses (/services/<name>) and anchors (/team#<name>). */
const ADDRESS_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A file whose name is no address would make a page no link can reach, or take another file's address. */
export const addresses: ContentRule = {
  name: 'addresses',
  after: { translations: 'a translation of nothing is out of the site before its name is judged' },
  run(content) {
    for (const group of content.groups) {
      if (group.single) continue;
      for (const file of group.files) {
        if (file.outside || ADDRESS_NAME.test(file.id)) continue;
        file.outside = true;
        const twin = group.files.find(
          (other) => other !== file && basename(other.path).toLowerCase() === basename(file.path).toLowerCase(),
        );
        const extension = extname(file.path);
        const suggested =
          file.id
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'new-page';
        content.errors.push(
          `${file.shown}: the file name becomes the page address, so use lower-case letters, digits and dashes only ` +
            `(e.g. ${suggested}${extension})` +
            (twin ? `; as it is, it would take the address of ${twin.shown}` : ''),
        );
      }
    }
  },
};
