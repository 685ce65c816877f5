// What the browser test expects of a `focus-sectors` section on the built page; imported by tests only.
import { expectTitledItems, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'focus-sectors'> = (block, section) =>
  expectTitledItems(block, section.items);
