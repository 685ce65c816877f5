// Lint rules for every source file: TypeScript's recommended checks with types, Astro's, React hooks', the
// accessibility rules for JSX and Astro markup, and Tailwind's correctness rules — among them logical properties only,
// because every page also reads right to left. Formatting is Prettier's (.prettierrc.mjs), never a lint rule.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.astro/', 'reports/', 'bench/results/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are mistakes, except a deliberate leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Astro's accessibility preset above registers the jsx-a11y plugin for every file; the islands get its rules.
    files: ['src/islands/**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    plugins: { 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{astro,tsx,ts}'],
    plugins: { 'better-tailwindcss': betterTailwind },
    settings: { 'better-tailwindcss': { entryPoint: 'src/styles/global.css' } },
    rules: {
      ...betterTailwind.configs['correctness-error'].rules,
      // Only the inline axis turns around in Arabic: top and bottom, heights and widths stay as they are (the site is
      // never written vertically), so the rule checks left/right, never top/bottom or sizes.
      'better-tailwindcss/enforce-logical-properties': [
        'error',
        {
          ignore: [
            String.raw`(^|:)-?(m|p|scroll-m|scroll-p)[tb]-`,
            String.raw`(^|:)-?(top|bottom)-`,
            String.raw`(^|:)border-[tb](-|$)`,
            String.raw`(^|:)rounded-[tb](-|$)`,
            String.raw`(^|:)(min-|max-)?[hw]-`,
            String.raw`(^|:)size-`,
          ],
        },
      ],
      // Component classes global.css writes as plain rules (not utilities): the dark band, Markdown text, the phone menu.
      'better-tailwindcss/no-unknown-classes': [
        'error',
        { ignore: ['^on-dark$', '^prose$', '^menu-(toggle|icon-closed|icon-open|panel)$', '^language-switch$'] },
      ],
      'better-tailwindcss/no-duplicate-classes': 'error',
      'better-tailwindcss/no-deprecated-classes': 'error',
    },
  },
);
