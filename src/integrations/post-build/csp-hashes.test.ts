import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHashes, hashSource, keepOwnHashes, replaceInlineStyle } from './csp-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('CSP hash sources', () => {
  it('are the base64 digest of the exact text, quoted with the algorithm', () => {
    expect(hashSource('sha256', 'p{color:red}')).toBe(sha256('p{color:red}'));
  });

  it('follow an inline style that is rewritten: the new text is allowed, the old one no longer', () => {
    const other = 'body{margin:0}';
    const page = `<head><meta http-equiv="content-security-policy" content="style-src 'self' ${sha256('a{}')} ${sha256(other)}"><style>a{}</style><style>${other}</style></head>`;
    const rewritten = replaceInlineStyle(page, 'a{}', 'b{}');
    expect(rewritten).toContain('<style>b{}</style>');
    expect(rewritten).not.toContain('<style>a{}</style>');
    expect(rewritten).toContain(`style-src 'self' ${sha256('b{}')} ${sha256(other)}`);
    expect(rewritten).not.toContain(sha256('a{}'));
  });

  it('of one directive are narrowed to the given texts; its other sources and other directives stay', () => {
    const policy = `default-src 'self'; script-src 'self' ${sha256('one()')} ${sha256('two()')}; style-src ${sha256('two()')}`;
    expect(keepOwnHashes(policy, 'script-src', ['two()'])).toBe(
      `default-src 'self'; script-src 'self' ${sha256('two()')}; style-src ${sha256('two()')}`,
    );
    expect(keepOwnHashes(policy, 'script-src', [])).toBe(
      `default-src 'self'; script-src 'self'; style-src ${sha256('two()')}`,
    );
  });

  describe('added for a new inline element (addHashes)', () => {
    const meta = (policy: string) => `<meta http-equiv="content-security-policy" content="${policy}">`;
    const page = (policy: string) =>
      `<!DOCTYPE html><html><head><meta charset="utf-8">${meta(policy)}<title>Sample</title></head><body><p>Sample</p></body></html>`;
    const POLICY = `default-src 'self'; script-src 'self' ${sha256('old()')}; style-src 'self' ${sha256('a{}')}`;

    it("append the SHA-256 hash of each text to the directive's sources, in order; other directives and the page stay", () => {
      const added = addHashes(page(POLICY), 'script-src', ['one()', 'two()']);
      expect(added).toBe(
        page(
          `default-src 'self'; script-src 'self' ${sha256('old()')} ${sha256('one()')} ${sha256('two()')}; style-src 'self' ${sha256('a{}')}`,
        ),
      );
    });

    it('add the hash to the last directive of the policy too', () => {
      expect(addHashes(page(POLICY), 'style-src', ['b{}'])).toContain(
        `; style-src 'self' ${sha256('a{}')} ${sha256('b{}')}"`,
      );
    });

    it('add no hash the directive already has: adding twice changes nothing more', () => {
      const once = addHashes(page(POLICY), 'script-src', ['one()']);
      expect(addHashes(once, 'script-src', ['one()', 'old()'])).toBe(once);
    });

    it('go to the directive named, not to one whose name it begins', () => {
      const policy = `style-src-elem 'self'; style-src 'self'`;
      expect(addHashes(page(policy), 'style-src', ['b{}'])).toContain(
        meta(`style-src-elem 'self'; style-src 'self' ${sha256('b{}')}`),
      );
    });

    it('stop the build on a page without a policy, or whose policy lacks the directive', () => {
      expect(() => addHashes('<html><head><meta charset="utf-8"></head></html>', 'script-src', ['one()'])).toThrow(
        /content-security-policy.*script-src/i,
      );
      expect(() => addHashes(page(`default-src 'self'; style-src 'self'`), 'script-src', ['one()'])).toThrow(
        /script-src/,
      );
    });
  });
});
