// The consultation form's field styles, shared by the form and its hand-off panel.

export const labelClass = 'block text-sm font-medium text-ink-strong';

/** A text field, dropdown or text box (`control`: src/styles/global.css). */
export const controlClass = 'control px-3.5 py-2.5 text-base text-ink-field';

/**
 * How a field's text and sample (its placeholder) sit in a form, by the field's own direction and the page's:
 * - `auto` (a name, a company, the message: written in the visitor's script): an empty field resolves to left to
 *   right, which on a right-to-left page would start the page's sample at the left, its ellipsis before it; while the
 *   sample shows, the field takes the page's direction. Once something is typed, what is typed decides.
 * - `ltr` (an email address, a phone number: left to right in every language): the sample and what is typed keep
 *   their order («+971 50 123 4567», never «4567 123 50 971+») and, in a right-to-left form, start at its right, as
 *   every other field's do: the end of the field's own direction. (`text-align: match-parent` would say it once for
 *   both directions, but Chromium aligns such a field to its own start.)
 * Nothing on a left-to-right page. On every control rather than once on the form: repeated, it costs the page's HTML
 * less as sent.
 */
export const directionClass = (field: 'auto' | 'ltr', page: 'ltr' | 'rtl'): string =>
  page === 'ltr' ? '' : field === 'auto' ? 'placeholder-rtl' : 'text-end';

/** The gap between a label and the control under it. */
export const controlSpacing = 'mt-1.5';
