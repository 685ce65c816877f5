// The consultation form's field styles, shared by the form and its hand-off panel.

export const labelClass = 'block text-sm font-medium text-navy-900';

/** A text field, dropdown or text box, drawn alike on every platform. */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-950 ' +
  'placeholder:text-slate-600 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 ' +
  // Forced colours drop the red and the ring: a double border keeps an invalid field told apart.
  'forced-colors:aria-invalid:border-4 forced-colors:aria-invalid:border-double';

/** The gap between a label and the control under it. */
export const controlSpacing = 'mt-1.5';
