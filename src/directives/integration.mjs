// Registers the project's own client directives (see idle-media.ts and intent-media.ts).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function clientDirectives() {
  return {
    name: 'aravali:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['idle-media', 'intent-media']) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./${name}.ts`, import.meta.url)) });
        }
      },
    },
  };
}
