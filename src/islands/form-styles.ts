// The consultation form's field styles, shared by the form and its hand-off panel.

export const labelClass = 'block text-sm font-medium text-ink-strong';

/** A text field, dropdown or text box, drawn alike on every platform. */
export const controlClass =
  'block w-full rounded-lg border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink-field ' +
  'placeholder:text-ink-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger ' +
  // Forced colours drop the red and the ring: a double border keeps an invalid field told apart.
  'forced-colors:aria-invalid:border-4 forced-colors:aria-invalid:border-double';

/** The gap between a label and the control under it. */
export const controlSpacing = 'mt-1.5';
