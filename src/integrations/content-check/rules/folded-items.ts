import { describeValue } from '../../../content/schemas/error-map';
import { formatPath, readFiles, report, scalarsOf, type ContentRule, type Located } from '../site';

/**
 * A list item indented deeper than the one above is read as the rest of that item: "Review - Assessment". One
 * warning per such line, on its line, since the build goes on and shows the joined text.
 */
export const foldedItems: ContentRule = {
  name: 'folded list items',
  after: { 'YAML syntax': 'it reads the fields of a file YAML can read' },
  run(content) {
    for (const file of readFiles(content)) {
      const { doc, yaml, lineAt } = file.read;
      const found: Located[] = [];
      for (const { path, node } of scalarsOf(doc.contents)) {
        if (typeof node.value !== 'string' || !node.range) continue;
        if (!('type' in node) || !['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'].includes(node.type as string)) continue;
        const written = yaml.slice(node.range[0], node.range[1]).split('\n');
        const first = lineAt(node.range[0]);
        written.forEach((line, index) => {
          if (index === 0 || !/^\s*-\s/.test(line)) return;
          found.push({
            line: first + index,
            message:
              `field "${formatPath(path)}" takes this line into the item above, which reads ${describeValue(node.value)}: ` +
              'to make it an item of its own, start its "- " exactly under the "- " above',
          });
        });
      }
      report(content, file, 'warning', found);
    }
  },
};
