// The consultation form's field styles, shared by the form and its hand-off panel.

export const labelClass = 'block text-sm font-medium text-ink-strong';

/** A text field, dropdown or text box (`control`: src/styles/global.css). */
export const controlClass = 'control px-3.5 py-2.5 text-base text-ink-field';

/** The gap between a label and the control under it. */
export const controlSpacing = 'mt-1.5';
