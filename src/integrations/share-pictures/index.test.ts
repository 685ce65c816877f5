import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../../astro.config.mjs';
import type { PictureText } from './draw';
import { rangeCharacters, sharePictures, tokenColour, type FontDeclaration } from './index';
import { SHARE_HEIGHT, SHARE_WIDTH } from './size';

const cacheDir = mkdtempSync(join(tmpdir(), 'share-pictures-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('share pictures: inputs and cache', () => {
  it('reads a colour from the design tokens, through the tokens it names', () => {
    const css =
      '--color-navy-900: #0b1f3a; --color-surface-dark: var(--color-navy-900); --color-on-dark: var(--color-white);';
    expect(tokenColour(css, 'surface-dark')).toBe('#0b1f3a');
    expect(tokenColour(css, 'on-dark')).toBe('#ffffff');
    expect(() => tokenColour(css, 'accent')).toThrow(/no --color-accent/);
  });

  it("takes a face's characters from its unicode-range", () => {
    expect(rangeCharacters(['U+0041-0043', 'U+0131'])).toBe('ABCı');
  });

  it('draws a picture once, keeps it for the same text, and draws again when the text changes', async () => {
    const pictures = sharePictures(process.cwd(), (config.fonts ?? []) as unknown as FontDeclaration[], cacheDir);
    const text: PictureText = {
      title: 'عائد 7.5% في Dubai',
      section: 'خدماتنا',
      firmName: 'أرافالي',
      lang: 'ar',
      dir: 'rtl',
    };
    const first = Buffer.from(await pictures.picture(text));
    expect([first.readUInt32BE(16), first.readUInt32BE(20)]).toEqual([SHARE_WIDTH, SHARE_HEIGHT]);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const started = performance.now();
    expect(Buffer.from(await pictures.picture(text)).equals(first)).toBe(true);
    expect(performance.now() - started, 'a kept picture is read, not drawn').toBeLessThan(100);
    const other = Buffer.from(
      await pictures.picture({ ...text, title: 'Real estate in Dubai', lang: 'en', dir: 'ltr' }),
    );
    expect(other.equals(first)).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 60_000);
});
