// What the browser test expects of a `industry-cards` section on the built page; imported by tests only.
import { expectTitledItems, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'industry-cards'> = (block, section) =>
  expectTitledItems(block, section.items);
