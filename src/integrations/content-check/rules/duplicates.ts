import { describeValue } from '../../../content/schemas/error-map';
import { at, formatPath, type Checked, type Path } from '../site';

/** One line per entry whose value at `path` an earlier entry already has, naming the earlier file. */
export function duplicates(list: Checked[], path: Path, fix: string) {
  const seen = new Map<unknown, string>();
  const found: string[] = [];
  for (const entry of list) {
    const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], entry.data);
    if (value === undefined) continue;
    const first = seen.get(value);
    if (first)
      found.push(
        `${at(entry.file.shown, entry.lineOf(path))}: field "${formatPath(path)}" is ${describeValue(value)}, the same as in ${first} (${fix})`,
      );
    else seen.set(value, entry.file.shown);
  }
  return found;
}
