// The machinery of the post-build pipeline: the built site as a map in memory, read from dist/ once and written back
// once, and the check that keeps the steps in the order they need. The steps themselves (steps/) never touch the disk.
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/**
 * Files of the build by address ("/team.html", "/_astro/fonts/….woff2"): text as a string, anything else as bytes.
 * Only the files some step reads are here; a file left out stays on disk as it is.
 */
export type Files = ReadonlyMap<string, string | Uint8Array>;

/** A file's bytes (text read by `readBuild` encodes back to the very bytes it was read from). */
export const asBytes = (contents: string | Uint8Array): Buffer =>
  typeof contents === 'string'
    ? Buffer.from(contents)
    : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/** A file's contents as text, decoded as UTF-8 the way Node reads a file as 'utf8'. */
export const asText = (contents: string | Uint8Array): string =>
  typeof contents === 'string' ? contents : asBytes(contents).toString('utf8');

export interface Step {
  name: string;
  /** The files of dist/ this step reads, by address; files an earlier step added are in the map whatever this says. */
  reads?: RegExp;
  /** Steps that must have run before this one, each with the reason; `'every other step'` for the last one. */
  after?: Readonly<Record<string, string>> | 'every other step';
  /** The build after this step: a new map, the old one unchanged. */
  run(files: Files, log: (message: string) => void): Files | Promise<Files>;
}

/** Throws unless each step comes after the steps it names, and a step that runs after every other one is last. */
export function checkOrder(steps: readonly Step[]): void {
  steps.forEach((step, index) => {
    if (step.after === 'every other step') {
      if (index !== steps.length - 1)
        throw new Error(
          `post-build: "${step.name}" must be the last step, not followed by "${steps[index + 1]!.name}"`,
        );
      return;
    }
    for (const [name, reason] of Object.entries(step.after ?? {})) {
      if (!steps.slice(0, index).some((earlier) => earlier.name === name)) {
        throw new Error(`post-build: "${step.name}" must run after "${name}" (${reason})`);
      }
    }
  });
}

/**
 * Runs the steps in their order over the build, each on what the one before returned, and logs the CPU seconds each
 * took in one line (CPU, not wall: on a shared machine only the former says what the step costs). The post-build
 * pipeline is a large part of a build's time, and a step that grows should show where.
 */
export async function runSteps(steps: readonly Step[], files: Files, log: (message: string) => void): Promise<Files> {
  checkOrder(steps);
  let build = files;
  const took: string[] = [];
  for (const step of steps) {
    const start = process.cpuUsage();
    build = await step.run(build, log);
    const { user, system } = process.cpuUsage(start);
    took.push(`${step.name} ${((user + system) / 1e6).toFixed(1)}`);
  }
  log(`CPU seconds per step: ${took.join(', ')}`);
  return build;
}

// A text file stays text only when its bytes come back from the string unchanged (a byte-order mark is kept).
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function decode(bytes: Buffer): string | Buffer {
  try {
    return UTF8.decode(bytes);
  } catch {
    return bytes;
  }
}

/** Every file under `root` whose address one of the patterns matches, in the order the directory lists them. */
export function readBuild(root: string, patterns: readonly RegExp[]): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const address = `/${file.split(sep).join('/')}`;
    if (patterns.some((pattern) => pattern.test(address))) files.set(address, decode(readFileSync(join(root, file))));
  }
  return files;
}

const same = (a: string | Uint8Array | undefined, b: string | Uint8Array) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a !== undefined && asBytes(a).equals(b);

/** Writes what changed between the build as read and as the steps left it: new and changed files, removed ones. */
export function writeBuild(root: string, before: Files, after: Files): void {
  for (const address of before.keys()) if (!after.has(address)) unlinkSync(join(root, address));
  for (const [address, contents] of after) {
    if (same(before.get(address), contents)) continue;
    mkdirSync(dirname(join(root, address)), { recursive: true });
    writeFileSync(join(root, address), contents);
  }
}

/** Reads what the steps need from `root`, runs them, writes the result back. */
export async function runOnDirectory(
  root: string,
  steps: readonly Step[],
  log: (message: string) => void,
): Promise<void> {
  checkOrder(steps);
  const before = readBuild(
    root,
    steps.flatMap((step) => (step.reads ? [step.reads] : [])),
  );
  writeBuild(root, before, await runSteps(steps, before, log));
}
