import type { CollectionEntry } from 'astro:content';

/** One service page's data, as validated by src/content/schemas/service.ts. */
export type Service = CollectionEntry<'services'>['data'];
export type ServiceSection = Service['sections'][number];
export type SectionType = ServiceSection['type'];
export type SectionOf<T extends SectionType> = Extract<ServiceSection, { type: T }>;
/** A section drawn inside a heading band: every type but the navy call to action. */
export type BodySection = Exclude<ServiceSection, { type: 'call-to-action' }>;
export type ServiceForm = NonNullable<Service['form']>;

/** Background of a body section; the renderer alternates them so neighbours stay distinct. */
export type Tone = 'plain' | 'muted';
