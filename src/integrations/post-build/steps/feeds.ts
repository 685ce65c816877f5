// Every feed the build writes is read back by a real parser before the build may end: the RSS feeds (and the
// sitemaps, XML too) by a conforming XML parser, which refuses what XML 1.0 forbids (saxes: a control character, an
// unescaped "&", a tag left open); the JSON feeds as JSON. A feed that no reader can open loses every article of its
// language for every subscriber, silently: a control character in one article did that (security review 5, F2).
// The content check refuses such characters in the content; this is the build's own word on what it wrote.
import { SaxesParser } from 'saxes';
import { asText, type Files, type Step } from '../pipeline';

/** Why an XML file is not well-formed, with its line and column, or nothing when it is. */
export function xmlProblem(text: string): string | undefined {
  const parser = new SaxesParser({ position: true });
  let problem: string | undefined;
  parser.on('error', (error) => {
    problem ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    problem ??= (error as Error).message;
  }
  return problem;
}

/** Why a JSON Feed is not JSON (or has no items list), or nothing when it is. */
export function jsonFeedProblem(text: string): string | undefined {
  try {
    const feed = JSON.parse(text) as { version?: unknown; items?: unknown };
    if (typeof feed.version !== 'string' || !Array.isArray(feed.items)) return 'it has no "version" or no "items" list';
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

/** The feeds' and sitemaps' problems, one line each, naming the file: none when every one parses. */
export function feedProblems(files: Files): string[] {
  const problems: string[] = [];
  for (const [address, contents] of files) {
    const problem = address.endsWith('.xml')
      ? xmlProblem(asText(contents))
      : address.endsWith('/feed.json')
        ? jsonFeedProblem(asText(contents))
        : undefined;
    if (problem) problems.push(`${address.slice(1)}: ${problem.replace(/\s+/g, ' ')}`);
  }
  return problems;
}

export const feedsStep: Step = {
  name: 'feeds',
  reads: /\.xml$|\/feed\.json$/,
  run(files) {
    const problems = feedProblems(files);
    if (problems.length)
      throw new Error(
        `a feed the build wrote cannot be read, so its subscribers would get nothing: ${problems.join('; ')}. ` +
          'Run npm run check:content: it names the file and line of a character no feed may hold.',
      );
    return files;
  },
};
