import { statSync } from 'node:fs';
import { liveFiles, report, type ContentRule } from '../site';

/**
 * The most a content file may weigh: 64 KB. Every page must reach a first visit in 14 KB of HTML as sent
 * (scripts/budgets.mjs), and text compresses about four times, so one file past ~56 KB could never fit its page
 * anyway; the largest file today is under 8 KB. Much larger text only fails later, and worse: a 2.6 MB Markdown body
 * crashed the font-subset step inside HarfBuzz, naming no file.
 */
export const MAX_CONTENT_FILE_BYTES = 64 * 1024;

/** A file past the limit stops here, before anything reads it, with its size and the limit. */
export const fileSize: ContentRule = {
  name: 'file size',
  after: { addresses: 'only the files of the site are weighed' },
  run(content) {
    for (const file of liveFiles(content)) {
      const { size } = statSync(file.path);
      if (size <= MAX_CONTENT_FILE_BYTES) continue;
      file.stopped = true;
      report(content, file, 'error', [
        {
          line: undefined,
          message:
            `the file is ${kilobytes(size)}, more than the ${kilobytes(MAX_CONTENT_FILE_BYTES)} a content file may hold ` +
            '(a page must reach a first visit in about 14 KB): shorten it, or split its text over several pages',
        },
      ]);
    }
  },
};

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
