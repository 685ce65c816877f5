/**
 * Each regulator's website duties, declared once: which facts an office it registers must carry in its entry
 * (src/content/offices/), where its public register lives, how long a complaint may wait for the firm's answer, and
 * which of its portals every page's footer links. The content check (rules/regulatory-duties.ts) stops a registered
 * office that lacks one of its regulator's facts; /disclosures, the footer and the complaints section read the same
 * table, so a duty is never repeated per page. Plain TypeScript without astro: imports, for the schemas, the check,
 * the pages and the tests.
 *
 * A new regulator is a developer's change: one entry here (its duties from its own rules), then the fields its
 * offices need in src/content/schemas/office.ts, and its row in docs/CONTENT.md ("What each regulator requires").
 */

/** One fact a regulator requires: where it is in an office's file, and why, in words an editor understands. */
export interface Duty {
  /** The field in an office's file (`registration.basl`). */
  path: readonly string[];
  /** What the regulator asks the website to show, completing "<regulator> asks … to show …". */
  shows: string;
}

/** The links of a regulator's portals that every page's footer carries, by the office field that holds each address. */
export type FooterLink = 'complaints' | 'odr';

export interface Regulator {
  /** Who the duties apply to, as the error lines name them ("a registered investment adviser’s website"). */
  whose: string;
  duties: readonly Duty[];
  /**
   * Its public register: an office's `registration.register` must be this office's own entry there (a deep link on
   * `host`), never one of the `frontPages` a reader would have to search from.
   */
  register: { host: string; frontPages: readonly string[] };
  /** The most days the regulator lets a complaint wait for the firm's full answer; none: the firm's own time. */
  answerDays?: number;
  /** The portals every page's footer links for an office it registers, labelled by `ui → footer.regulatorLinks`. */
  footerLinks?: readonly FooterLink[];
  /**
   * The monthly table of complaints (`registration.complaintsTable`): the check warns when its latest month ended
   * more than `staleAfterDays` days ago (each month's figures are due by the 7th of the next).
   */
  complaintsTable?: { staleAfterDays: number };
}

/** What every regulator asks: that a reader can check the registration in its public register. */
export const EVERY_REGULATOR: readonly Duty[] = [
  { path: ['registration', 'register'], shows: 'the address of this office’s own entry in its public register' },
];

export const REGULATORS = {
  // SEBI (Investment Advisers) Regulations 2013 and SEBI's circulars on an investment adviser's website: the type and
  // validity of registration, the associated SEBI office, BASL membership, the principal and compliance officers, the
  // investor charter, the complaints data of each month by the 7th of the next, a link to SMART ODR; grievances
  // resolved within 21 days (SCORES).
  SEBI: {
    whose: 'a registered investment adviser’s website',
    duties: [
      { path: ['registration', 'registrationType'], shows: 'the type of its registration' },
      { path: ['registration', 'validity'], shows: 'how long its registration is valid' },
      { path: ['registration', 'regulatorOffice'], shows: 'the SEBI office it is associated with' },
      { path: ['registration', 'basl'], shows: 'its BSE Administration & Supervision (BASL) membership number' },
      {
        path: ['registration', 'principalOfficer'],
        shows: 'the name, email and telephone of its principal officer',
      },
      {
        path: ['registration', 'complianceOfficer'],
        shows: 'the name, email and telephone of its compliance officer',
      },
      { path: ['registration', 'investorCharter'], shows: 'its investor charter' },
      {
        path: ['registration', 'complaintsTable'],
        shows: 'a table of the complaints received, resolved and pending in each month',
      },
      { path: ['registration', 'odr'], shows: 'a link to the SMART ODR portal' },
    ],
    register: {
      host: 'www.sebi.gov.in',
      frontPages: ['https://www.sebi.gov.in/', 'https://www.sebi.gov.in/intermediaries.html'],
    },
    answerDays: 21,
    footerLinks: ['complaints', 'odr'],
    complaintsTable: { staleAfterDays: 45 },
  },
  // DFSA Rulebook: a financial promotion meant for Professional Clients only says so (COB, GEN), and a reader checks
  // the firm in the DFSA's public register. The DFSA sets no number of days for an answer (GEN 9): the firm's own.
  DFSA: {
    whose: 'an authorised firm’s website',
    duties: [{ path: ['registration', 'clientCategory'], shows: 'the category of clients its licence allows' }],
    register: {
      host: 'www.dfsa.ae',
      frontPages: [
        'https://www.dfsa.ae/',
        'https://www.dfsa.ae/public-register',
        'https://www.dfsa.ae/public-register/firms',
      ],
    },
  },
} as const satisfies Record<string, Regulator>;

export type RegulatorCode = keyof typeof REGULATORS;
export const REGULATOR_CODES = Object.keys(REGULATORS) as [RegulatorCode, ...RegulatorCode[]];

/** A regulator's entry, read as the common shape. */
export const regulatorOf = (code: RegulatorCode): Regulator => REGULATORS[code];

/** Every fact an office registered by `code` must carry. */
export const dutiesOf = (code: RegulatorCode): readonly Duty[] => [...EVERY_REGULATOR, ...regulatorOf(code).duties];

/** Whether `address` is the register's front page (or a list to search in) rather than an entry of it. */
export function isRegisterFrontPage(code: RegulatorCode, address: string): boolean {
  const normal = (href: string) => {
    const url = URL.parse(href);
    if (!url) return href;
    url.hash = '';
    return url.href.replace(/\/$/, '');
  };
  return regulatorOf(code).register.frontPages.some((page) => normal(page) === normal(address));
}

/** The days within which a complaint to an office is answered in full: its regulator's limit, else the firm's own. */
export const answerDaysOf = (code: RegulatorCode | undefined, firmDays: number) =>
  Math.min(firmDays, (code && regulatorOf(code).answerDays) ?? firmDays);
