// One style for every source file, so that a diff shows what changed and never how it was typed. The Tailwind plugin
// orders class lists the way the stylesheet orders the utilities (and must come last).
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-astro', 'prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/styles/global.css',
  tailwindFunctions: ['clsx', 'cx'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
