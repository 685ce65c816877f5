// What a button on a service page can do, a fixed choice in the content: the schemas check it and src/lib resolves
// it to a link. A plain module (no zod, no astro:) so both may import it and the dependencies run one way.

/** email, phone and whatsapp open the contact links from settings; form jumps to the page's consultation form. */
export const ACTION_KINDS = ['email', 'phone', 'whatsapp', 'form'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
