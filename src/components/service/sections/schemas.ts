/**
 * The registry of service section types, schema half: each type's name → its schema and its name in the editor.
 *
 * A section type is one folder, sections/<type>/:
 * - `schema.ts`: `export const schema = (image) => sectionType('<type>', '…', { … })` (./fields.ts) — what an editor
 *   writes (give every field a title and a description: the editor shows them);
 * - `Body.astro`: what the page shows inside the section's band (`section` and `index` props); several types may share
 *   one component (approach-cards, industry-cards and portfolio share ../CardsSection.astro);
 * - `expect.ts`: what the browser test expects of it on the built page (tests/e2e/services.spec.ts).
 * To add a type: add its folder, then one line here, one in components.ts and one in expects.ts (the type checker
 * fails until all three list it), and a row in the section types table of docs/CONTENT.md (a unit test fails until
 * it has one).
 *
 * Plain TypeScript without components: the content model (src/content/schemas/service-sections.ts) and the content
 * check import it under Node. The order here is the order the editor offers the types in.
 */
import { z } from 'astro/zod';
import type { ImageSchema } from './fields';
import * as capabilities from './capabilities/schema';
import * as whyList from './why-list/schema';
import * as portfolio from './portfolio/schema';
import * as focusSectors from './focus-sectors/schema';
import * as approachCards from './approach-cards/schema';
import * as processSteps from './process-steps/schema';
import * as table from './table/schema';
import * as marketPoints from './market-points/schema';
import * as industryCards from './industry-cards/schema';
import * as engagementApproach from './engagement-approach/schema';
import * as imageGrid from './image-grid/schema';
import * as callToAction from './call-to-action/schema';

interface SectionSchemaEntry<Type extends string> {
  /** The type's name in the editor's list of section types, words an editor knows. */
  title: string;
  /** Its schema; its `type` literal is the registry key (checked below). */
  schema: (image: ImageSchema) => z.ZodType<{ type: Type }>;
}

/** Each key is the `type` its schema accepts, so a type is never registered under another name. */
const registry = <Registry extends { [Type in keyof Registry & string]: SectionSchemaEntry<Type> }>(
  entries: Registry,
) => entries;

export const sectionSchemas = registry({
  capabilities: { title: 'Capability cards', schema: capabilities.schema },
  'why-list': { title: 'Reasons to choose us', schema: whyList.schema },
  portfolio: { title: 'Projects with pictures', schema: portfolio.schema },
  'focus-sectors': { title: 'Sector tiles', schema: focusSectors.schema },
  'approach-cards': { title: 'Cards with points', schema: approachCards.schema },
  'process-steps': { title: 'Numbered steps', schema: processSteps.schema },
  table: { title: 'Table of figures', schema: table.schema },
  'market-points': { title: 'Markets', schema: marketPoints.schema },
  'industry-cards': { title: 'Industries', schema: industryCards.schema },
  'engagement-approach': { title: 'How we engage', schema: engagementApproach.schema },
  'image-grid': { title: 'Pictures', schema: imageGrid.schema },
  'call-to-action': { title: 'Contact band', schema: callToAction.schema },
});

export type SectionTypeName = keyof typeof sectionSchemas;
export const sectionTypes = Object.keys(sectionSchemas) as SectionTypeName[];

type Variant = ReturnType<(typeof sectionSchemas)[SectionTypeName]['schema']>;

/**
 * One section of a service page: any registered type, told apart by `type`, each titled for the editor.
 * `image` is the collection's image() helper (Astro passes its own; unit tests pass a stub), so a wrong image path
 * fails the build naming the file and the field.
 */
export function serviceSectionSchema(image: ImageSchema) {
  const variants = sectionTypes.map((type) => {
    const { title, schema } = sectionSchemas[type];
    const variant = schema(image);
    return variant.meta({ title, description: variant.description });
  });
  return z.discriminatedUnion('type', variants as [Variant, ...Variant[]]);
}
