declare namespace App {
  /** Filled by src/middleware.ts before any page renders. */
  interface Locals {
    /** The page's language (from its address). */
    locale: import('./i18n/locales').Locale;
    site: import('./data/site').Site;
    ui: import('./data/site').Ui;
  }
}
