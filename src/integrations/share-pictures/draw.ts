// The share picture's template: a page's title, its section and the firm's mark on the site's dark surface, drawn
// with Skia's paragraph layout (CanvasKit, the engine astro-og-canvas draws with), which shapes with HarfBuzz, orders
// mixed Arabic and Latin text by the Unicode bidirectional algorithm (ICU) and falls back from face to face per
// character as a browser does with unicode-range. astro-og-canvas's own template was not used: it loads every face
// into one family stack, so Readex Pro's Latin file (the same family name as its Arabic file) was never reached and
// the figures and Latin words of an Arabic title were left out (measured on "… 7.5% في Dubai Marina منذ 2019").
// Measured against Chromium in the same faces (tests/e2e/share-pictures.desktop.spec.ts): 0.013–0.061 mean difference
// for the same words, 0.22–0.25 for them unjoined or in logical order; 24 pictures cost 3.6 s of CPU cold, none warm.
// HarfBuzz (harfbuzzjs) with bidi-js and SVG outlines set the mixed title as well (0.060) but as one line only: the
// line breaking, face fallback and ellipsis below would have been ours to write.
// Changing this file draws every picture again (its text is part of the cache key, src/integrations/share-pictures/index.ts).
import { createRequire } from 'node:module';
import CanvasKitInit, { type CanvasKit, type Paragraph, type TypefaceFontProvider } from 'canvaskit-wasm/full';

import { SHARE_HEIGHT as HEIGHT, SHARE_WIDTH as WIDTH } from './size';

/** What one picture shows. */
export interface PictureText {
  /** The page's title, as the page's h1 or its content's share title says it; a line break where the h1 sets its lines apart. */
  title: string;
  /** The section or service line the page belongs to; empty for a page of its own (the home page). */
  section: string;
  /** The firm's name as the page's language writes it. */
  firmName: string;
  /** The language of the text, and its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** A face at one weight: its family's name in the picture and its SFNT bytes. */
export interface Face {
  family: string;
  weight: number;
  bytes: Uint8Array;
}

export interface Template {
  /** Faces in the order they are tried for each character, per language (a language missing: `fallbackFaces`). */
  facesByLanguage: Readonly<Record<string, readonly string[]>>;
  fallbackFaces: readonly string[];
  faces: readonly Face[];
  /** Colours as `#rrggbb`, from the site's design tokens. */
  colours: { surface: string; accent: string; onDark: string; onDarkSoft: string };
  /** The firm's mark as a PNG, square. */
  mark: Uint8Array;
}

let canvasKit: Promise<CanvasKit> | undefined;
const loadCanvasKit = () =>
  (canvasKit ??= CanvasKitInit({
    locateFile: (file) => createRequire(import.meta.url).resolve(`canvaskit-wasm/bin/full/${file}`),
  }));

const PADDING = 72;
const MARK = 88;
/**
 * Where a chat app shows the picture as a small square (WhatsApp's thumbnail), it crops the square in its middle: the
 * text stands in a column that starts inside that square, by this much, on the side the language starts from, and runs
 * to the picture's far margin, so that each line's start (and a short title whole) is in the square in either
 * direction. Cropped that way, a right-aligned Arabic title lost its first words («العقارات في دبي» → «ت في دبي»).
 */
const SQUARE_START = (WIDTH - HEIGHT) / 2;
const COLUMN_START = SQUARE_START + 48;
const TITLE_SIZES = [72, 64, 56, 48];
/**
 * The firm's name and the section over the title: at a chat app's preview (about 300 px wide, a quarter of the
 * picture) 40 px is 10 px, where 34 px was at the limit of legibility for a Gulf reader of the Arabic pictures.
 */
const LABEL_SIZE = 40;
const TITLE_LINES = 3;
/** The weights the site gives headings (font-semibold) and running text. */
const SEMIBOLD = 600;
const REGULAR = 400;
/** Every weight the picture sets text in: each face is given at each (src/integrations/share-pictures/index.ts). */
export const WEIGHTS = [REGULAR, SEMIBOLD];

const rgb = (kit: CanvasKit, hex: string) =>
  kit.Color(
    Number.parseInt(hex.slice(1, 3), 16),
    Number.parseInt(hex.slice(3, 5), 16),
    Number.parseInt(hex.slice(5, 7), 16),
  );

/** A picture maker: the faces and the mark loaded once, then one picture per call. */
export async function pictureMaker(template: Template) {
  const kit = await loadCanvasKit();
  const fonts: TypefaceFontProvider = kit.TypefaceFontProvider.Make();
  // A family per face and weight: Skia picks a face by family name alone here.
  for (const face of template.faces) fonts.registerFont(face.bytes, `${face.family} ${face.weight}`);
  const mark = kit.MakeImageFromEncoded(template.mark);
  if (!mark) throw new Error('share pictures: the mark is not a picture CanvasKit can read');
  const families = (lang: string, weight: number) =>
    [...new Set([...(template.facesByLanguage[lang.split('-')[0]!] ?? []), ...template.fallbackFaces])].map(
      (family) => `${family} ${weight}`,
    );

  /** One paragraph of text in the language's faces, laid out to `width`. */
  function paragraph(
    text: string,
    options: { lang: string; dir: 'ltr' | 'rtl'; size: number; weight: number; colour: string; width: number },
    maxLines?: number,
  ): Paragraph {
    const style = new kit.ParagraphStyle({
      textAlign: kit.TextAlign.Start,
      textDirection: options.dir === 'rtl' ? kit.TextDirection.RTL : kit.TextDirection.LTR,
      ...(maxLines ? { maxLines, ellipsis: '…' } : {}),
      textStyle: {
        color: rgb(kit, options.colour),
        fontFamilies: families(options.lang, options.weight),
        fontSize: options.size,
        heightMultiplier: 1.2,
        locale: options.lang,
      },
    });
    const builder = kit.ParagraphBuilder.MakeFromFontProvider(style, fonts);
    builder.addText(text);
    const built = builder.build();
    builder.delete();
    built.layout(options.width);
    return built;
  }

  /** The largest title size whose text fits its lines whole (else the smallest, cut with an ellipsis). */
  function title(text: PictureText, width: number): Paragraph {
    for (const size of TITLE_SIZES) {
      const laid = paragraph(text.title, { ...text, size, weight: SEMIBOLD, colour: template.colours.onDark, width });
      if (laid.getLineMetrics().length <= TITLE_LINES && !laid.didExceedMaxLines()) return laid;
      laid.delete();
    }
    return paragraph(
      text.title,
      { ...text, size: TITLE_SIZES.at(-1)!, weight: SEMIBOLD, colour: template.colours.onDark, width },
      TITLE_LINES,
    );
  }

  return {
    /** The picture for one page, as PNG bytes. */
    draw(text: PictureText): Uint8Array {
      const surface = kit.MakeSurface(WIDTH, HEIGHT);
      if (!surface) throw new Error('share pictures: CanvasKit could not make a surface');
      const canvas = surface.getCanvas();
      canvas.clear(rgb(kit, template.colours.surface));
      const paint = new kit.Paint();
      paint.setColor(rgb(kit, template.colours.accent));
      // A band of the accent along the picture's starting edge, as the site's panels are marked.
      const rtl = text.dir === 'rtl';
      const band = rtl ? WIDTH - 16 : 0;
      canvas.drawRect(kit.XYWHRect(band, 0, 16, HEIGHT), paint);
      // The column the text stands in, from its start (inside the middle square) to the far margin; a paragraph laid
      // out to its width starts each line on its language's side.
      const width = WIDTH - COLUMN_START - PADDING;
      const left = rtl ? PADDING : COLUMN_START;

      // The mark and the firm's name at the top of the column, the mark at its start.
      const markLeft = rtl ? WIDTH - COLUMN_START - MARK : COLUMN_START;
      canvas.drawImageRect(
        mark,
        kit.XYWHRect(0, 0, mark.width(), mark.height()),
        kit.XYWHRect(markLeft, PADDING, MARK, MARK),
        paint,
      );
      const name = paragraph(text.firmName, {
        ...text,
        size: LABEL_SIZE,
        weight: SEMIBOLD,
        colour: template.colours.onDark,
        width: width - MARK - 28,
      });
      canvas.drawParagraph(name, rtl ? left : left + MARK + 28, PADDING + (MARK - name.getHeight()) / 2);

      // The title sits on the bottom margin; the section above it.
      const heading = title(text, width);
      const headingTop = HEIGHT - PADDING - heading.getHeight();
      canvas.drawParagraph(heading, left, headingTop);
      if (text.section) {
        const section = paragraph(
          text.section,
          { ...text, size: LABEL_SIZE, weight: REGULAR, colour: template.colours.accent, width },
          1,
        );
        canvas.drawParagraph(section, left, headingTop - section.getHeight() - 16);
        section.delete();
      }
      heading.delete();
      name.delete();
      paint.delete();
      const image = surface.makeImageSnapshot();
      const png = image.encodeToBytes(kit.ImageFormat.PNG, 100);
      image.delete();
      surface.dispose();
      if (!png) throw new Error('share pictures: CanvasKit could not encode the picture');
      return png;
    },

    /**
     * One line of text alone, as the picture sets a title (its faces, weight and shaping), white on the surface:
     * what the shaping test compares with Chromium's rendering of the same words.
     */
    line(text: string, options: { lang: string; dir: 'ltr' | 'rtl'; size: number }): Uint8Array {
      const laid = paragraph(text, {
        ...options,
        weight: SEMIBOLD,
        colour: template.colours.onDark,
        width: 100_000,
      });
      const lineWidth = Math.ceil(laid.getMaxIntrinsicWidth()) + 2 * options.size;
      const lineHeight = Math.ceil(laid.getHeight()) + options.size;
      laid.layout(lineWidth - options.size);
      const surface = kit.MakeSurface(lineWidth, lineHeight)!;
      const canvas = surface.getCanvas();
      canvas.clear(rgb(kit, template.colours.surface));
      canvas.drawParagraph(laid, options.size / 2, options.size / 2);
      const image = surface.makeImageSnapshot();
      const png = image.encodeToBytes(kit.ImageFormat.PNG, 100)!;
      image.delete();
      surface.dispose();
      laid.delete();
      return png;
    },
  };
}

export type PictureMaker = Awaited<ReturnType<typeof pictureMaker>>;
