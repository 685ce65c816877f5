import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import { describeValue } from '../../../content/schemas/error-map';
import { formatPath, readFiles, report, type ContentRule, type Located, type Path } from '../site';

/**
 * YAML's anchors (&name), aliases (*name) and tags (!name) have no place in content, and an editor writes them
 * without meaning to: `summary: &Co. partners review…` makes "&Co." an anchor's name and silently drops it from the
 * text. Each is a mistake on its line. This runs before anything resolves the fields, so a file of aliases that would
 * expand to millions of values (a "billion laughs") stops here, on its lines, and never reaches YAML's own error.
 */
export const yamlAnchors: ContentRule = {
  name: 'YAML anchors, aliases and tags',
  after: { 'YAML syntax': 'a file YAML cannot read is told so first, on the line YAML stopped at' },
  run(content) {
    for (const file of readFiles(content)) {
      const { doc, yaml, lineAt } = file.read;
      const found: Located[] = [];
      const add = (position: number, path: Path, written: string, reading: string, value?: unknown) => {
        const line = lineAt(position);
        if (found.some((other) => other.line === line)) return;
        const fix =
          value === undefined
            ? 'delete it, and write the value out in full'
            : `write the text in quotes: "${`${written} ${value}`.trim().replace(/"/g, '\\"')}"`;
        found.push({
          line,
          message: `${path.length ? `field "${formatPath(path)}" ` : ''}starts with ${describeValue(written)}, which YAML reads as ${reading}: ${fix}`,
        });
      };
      const visit = (node: unknown, path: Path) => {
        if (isAlias(node)) {
          const written = `*${node.source}`;
          return add(node.range?.[0] ?? 0, path, written, 'a copy of another value (an alias), not text', '');
        }
        if (!isMap(node) && !isSeq(node) && !isScalar(node)) return;
        const start = node.range?.[0] ?? 0;
        const text = isScalar(node) ? String(node.value ?? '') : undefined;
        if (node.anchor) {
          const written = `&${node.anchor}`;
          const position = Math.max(0, yaml.lastIndexOf(written, start));
          add(position, path, written, 'the name of an anchor and leaves it out of the text', text);
        }
        // node.tag is only set when a tag is written in the file (YAML's own types are implicit).
        if (node.tag) {
          const before = /(!\S*)\s*$/.exec(yaml.slice(0, start));
          const written = before?.[1] ?? node.tag;
          const position = before ? start - before[0].length : start;
          add(position, path, written, 'a type for the value (a tag) and leaves it out of the text', text);
        }
        if (isMap(node))
          for (const pair of node.items) {
            if (!isPair(pair)) continue;
            visit(pair.key, path);
            visit(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
          }
        if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
      };
      visit(doc.contents, []);
      if (found.length === 0) continue;
      file.stopped = true;
      report(content, file, 'error', found);
    }
  },
};
