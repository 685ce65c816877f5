// html-validate over every page of dist/. Rules are relaxed only where Astro's output makes them meaningless.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Astro writes one <style> (display: contents for its island wrappers) in the body, just before the first island.
    { style: { flow: true } },
  ],
  rules: {
    // Astro's compiler writes boolean and empty attributes, void elements and the doctype in its own style.
    'void-style': 'off',
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // compressHTML decides whitespace; trailing spaces in the output are not ours to format.
    'no-trailing-whitespace': 'off',
    'no-inline-style': 'error',
    // Call-to-action links to tel: carry a label ("Schedule a Call"), which may wrap; where the number itself is
    // the link text, lib/site.ts already joins it with non-breaking spaces.
    'tel-non-breaking': 'off',
    // React's server renderer writes DOM property names (autoComplete, encType, spellCheck) in island HTML;
    // HTML attribute names are case-insensitive, so both spellings are the same attribute.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
};
