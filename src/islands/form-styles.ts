// The consultation form's field styles, shared by the form and its hand-off panel.

export const labelClass = 'block text-sm font-medium text-ink-strong';

/**
 * A text field, dropdown or text box (`control`: src/styles/global.css). An empty field shows its placeholder in the
 * page's direction: an empty `dir="auto"` field resolves to left to right, and an email or phone field is `ltr`, which
 * on a right-to-left page would start the placeholder at the left, with its ellipsis before it. Once something is
 * typed the field's own direction holds again (an email address and a phone number read left to right). On every
 * control rather than once on the form: repeated, it costs the page's HTML less as sent.
 */
export const controlClass = 'control px-3.5 py-2.5 text-base text-ink-field rtl:placeholder-shown:[direction:rtl]';

/** The gap between a label and the control under it. */
export const controlSpacing = 'mt-1.5';
