declare namespace App {
  /** Filled by src/middleware.ts before any page renders. */
  interface Locals {
    site: import('./lib/site').Site;
    ui: import('./lib/site').Ui;
  }
}
