// Lets components use the project's own client directive with type checking.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:idle-media'?: string;
    'client:intent-media'?: string;
    'client:visible-with'?: string;
  }
}
export {};
