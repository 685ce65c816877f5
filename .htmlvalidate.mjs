// html-validate over every page of dist/: the recommended preset, with only rules about how markup is written
// relaxed, where Astro's and React's output decides it.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // Astro's compiler writes boolean attributes and void elements in its own style.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // React's server renderer writes an empty boolean attribute as `hidden=""`: the same attribute as `hidden`.
    'attribute-empty-style': 'off',
    // React's server renderer writes DOM property names (autoComplete, encType, popoverTarget) in island HTML;
    // HTML attribute names are case-insensitive, so both spellings are the same attribute.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // A typesetting rule: it asks for non-breaking spaces in the text of every tel: link, but the site's tel: links
    // are labelled ("Schedule a Call"), which may wrap; where the number itself is the link text, lib/site.ts
    // already joins it with non-breaking spaces.
    'tel-non-breaking': 'off',
    // HTML allows any id without spaces; the strict mode's ASCII-only rule would refuse the Arabic pages' ids, made
    // from their headings.
    'valid-id': ['error', { relaxed: true }],
  },
};
