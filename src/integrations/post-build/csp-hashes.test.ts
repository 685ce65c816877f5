import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, keepOwnHashes, replaceInlineStyle } from './csp-hashes';

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
});
