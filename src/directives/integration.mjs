// Registers the project's own client directives (each file says when it hydrates and who uses it).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function clientDirectives() {
  return {
    name: 'aravali:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['idle-media', 'intent-media', 'visible-with']) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./${name}.ts`, import.meta.url)) });
        }
      },
    },
  };
}
