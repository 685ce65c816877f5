// The site's languages, declared once: Astro's i18n routing, the content folders (src/content/<collection>/<locale>/),
// the visual editor, the language switch, hreflang and the sitemap all come from this list. Adding a language means
// one entry here and its content folders (docs/CONTENT.md, "Add a language").

export interface LocaleInfo {
  /** The language's name in the language itself: the language switch's label. */
  label: string;
  /** Writing direction of the language: `<html dir>`, and `dir` on content shown in another language's frame. */
  dir: 'ltr' | 'rtl';
  /** Open Graph's language_TERRITORY form (`og:locale`). */
  ogLocale: string;
  /** What separates the parts of a one-line address ("Gurugram, Haryana, India"). */
  comma: string;
  /**
   * The locale the language's pages write dates, numbers, lists and plural forms in (Intl, src/i18n/formats.ts): its
   * region and digits — `en-IN` "12 November 2026", `ar-AE-u-nu-latn` «12 نوفمبر 2026» in Latin digits, `fr-CA`
   * "12 novembre 2026".
   */
  formats: string;
  /** The font faces (their CSS variables, astro.config.mjs `fonts`) a page in this language draws its text in: fetched
   * once a first visit's page has loaded, and drawn from the next page on. */
  preloadFonts: readonly string[];
}

export const LOCALES = {
  en: {
    label: 'English',
    dir: 'ltr',
    ogLocale: 'en_IN',
    comma: ', ',
    formats: 'en-IN',
    preloadFonts: ['--font-inter'],
  },
  // Arabic pages carry Latin too (the firm's name, figures, addresses): the Arabic face's family draws it.
  ar: {
    label: 'العربية',
    dir: 'rtl',
    ogLocale: 'ar_AE',
    comma: '، ',
    formats: 'ar-AE-u-nu-latn',
    preloadFonts: ['--font-arabic'],
  },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES;

/** The language of the unprefixed addresses (`/team`); every other language lives under `/<locale>/`. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Every language, the default first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LOCALES, value);
