/**
 * The registry of service section types, component half: each type's name → what the page shows inside its band
 * (SectionBody.astro draws it; SectionRenderer.astro draws the band around it, and the navy call to action without
 * one). Keyed by the same names as schemas.ts, which says how to add a type: the type checker fails here when a type
 * is missing, extra, or given a component that does not take its section.
 */
import type { SectionOf } from '../types';
import type { SectionTypeName } from './schemas';
import CardsSection from '../CardsSection.astro';
import Capabilities from './capabilities/Body.astro';
import WhyList from './why-list/Body.astro';
import FocusSectors from './focus-sectors/Body.astro';
import ProcessSteps from './process-steps/Body.astro';
import Table from './table/Body.astro';
import MarketPoints from './market-points/Body.astro';
import EngagementApproach from './engagement-approach/Body.astro';
import ImageGrid from './image-grid/Body.astro';
import CallToAction from './call-to-action/Body.astro';

/**
 * A component drawing one section of type `Type`; `index` is its position on the page (keeps ids unique); `notice`
 * the Professional-Clients notice of the service's office, which a section showing figures of returns stands beside.
 */
export type SectionComponent<Type extends SectionTypeName> = (props: {
  section: SectionOf<Type>;
  index: number;
  notice?: string | undefined;
}) => unknown;

export const sectionComponents = {
  capabilities: Capabilities,
  'why-list': WhyList,
  portfolio: CardsSection,
  'focus-sectors': FocusSectors,
  'approach-cards': CardsSection,
  'process-steps': ProcessSteps,
  table: Table,
  'market-points': MarketPoints,
  'industry-cards': CardsSection,
  'engagement-approach': EngagementApproach,
  'image-grid': ImageGrid,
  'call-to-action': CallToAction,
} satisfies { [Type in SectionTypeName]: SectionComponent<Type> };
