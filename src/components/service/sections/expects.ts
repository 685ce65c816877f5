/**
 * The registry of service section types, test half: each type's name → what the browser test expects of it on the
 * built page (its folder's expect.ts). Imported by tests/e2e/services.spec.ts only, never by the site. Keyed by the
 * same names as schemas.ts, which says how to add a type: the type checker fails here when a type is missing.
 */
import type { SectionTypeName } from './schemas';
import type { ExpectSection } from '../../../../tests/support/service-sections';
import { expectSection as capabilities } from './capabilities/expect';
import { expectSection as whyList } from './why-list/expect';
import { expectSection as portfolio } from './portfolio/expect';
import { expectSection as focusSectors } from './focus-sectors/expect';
import { expectSection as approachCards } from './approach-cards/expect';
import { expectSection as processSteps } from './process-steps/expect';
import { expectSection as table } from './table/expect';
import { expectSection as marketPoints } from './market-points/expect';
import { expectSection as industryCards } from './industry-cards/expect';
import { expectSection as engagementApproach } from './engagement-approach/expect';
import { expectSection as imageGrid } from './image-grid/expect';
import { expectSection as callToAction } from './call-to-action/expect';

export const sectionExpectations = {
  capabilities,
  'why-list': whyList,
  portfolio,
  'focus-sectors': focusSectors,
  'approach-cards': approachCards,
  'process-steps': processSteps,
  table,
  'market-points': marketPoints,
  'industry-cards': industryCards,
  'engagement-approach': engagementApproach,
  'image-grid': imageGrid,
  'call-to-action': callToAction,
} satisfies { [Type in SectionTypeName]: ExpectSection<Type> };
