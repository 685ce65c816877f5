import { readFiles, report, type ContentRule, type Located } from '../site';

/**
 * YAML's own syntax errors, on the line where the mistake is and in plain words (YAML often notices a mistake lines
 * later); and a file with no fields and no text, in one line rather than one per missing field.
 */
export const yamlSyntax: ContentRule = {
  name: 'YAML syntax',
  after: { readable: 'it reads the parsed YAML' },
  run(content) {
    for (const file of readFiles(content)) {
      const { doc, lineAt, lineText, markdown } = file.read;
      const problem = doc.errors[0]
        ? syntaxProblem(doc.errors[0], lineAt, lineText)
        : doc.contents === null && markdown.trim() === ''
          ? { line: undefined, message: 'the file is empty' }
          : undefined;
      if (!problem) continue;
      file.stopped = true;
      report(content, file, 'error', [problem]);
    }
  },
};

/** A YAML syntax error on the line where it is, in plain words. */
function syntaxProblem(
  error: { code: string; message: string; pos: [number, number] },
  lineAt: (position: number) => number,
  lineText: (line: number) => string,
): Located {
  let line = lineAt(error.pos[0]);
  const text = lineText(line);
  const value = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+([^"'|>[{&*!#].*?)\s*(?:\s#.*)?$/.exec(text)?.[1];
  if (value?.includes(': ')) {
    return {
      line,
      message: `the value contains ": ", so put the whole value in double quotes: "${value.replace(/"/g, '\\"')}"`,
    };
  }
  if (error.code === 'TAB_AS_INDENT' || /^\s*\t/.test(text))
    return { line, message: 'a tab is used for indenting: indent with spaces only' };
  if (error.code === 'DUPLICATE_KEY')
    return { line, message: 'this field is written twice at the same level: keep one' };
  if (/closing .*quote/i.test(error.message)) {
    // YAML finds the quote unclosed where the file ends: the mistake is the line that opens it.
    const opens = (n: number) => /^\s*(?:-\s+|[^\s#'"][^:#]*:\s+)(["'])(?:(?!\1).)*$/.test(lineText(n));
    const opened = Array.from({ length: line }, (_, index) => index + 1).find(opens);
    return {
      line: opened ?? line,
      message: 'a value opens a quote but does not close it: end it with the same quote mark',
    };
  }
  if (['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR'].includes(error.code)) {
    // After a complete "name: value" line, the mistake is the next line, indented deeper than it may be.
    const indent = (n: number) => /^\s*/.exec(lineText(n))![0].length;
    if (/:\s+\S/.test(text) && indent(line + 1) > indent(line)) line += 1;
    return {
      line,
      message:
        'this line is indented differently from the fields at its level: use the same number of spaces as the lines it belongs with',
    };
  }
  return { line, message: `the file cannot be read: ${error.message.split('\n')[0]}` };
}
