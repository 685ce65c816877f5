import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

describe('_headers file', () => {
  const rules = parseHeadersFile(`# comment\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`);

  it('applies the headers of every matching path pattern', () => {
    expect(headersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/team')).not.toHaveProperty('Cache-Control');
  });
});
