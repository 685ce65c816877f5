// What the browser test expects of a `call-to-action` band on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { contactHref, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'call-to-action'> = async (block, section) => {
  for (const action of section.actions)
    await expect(block.getByRole('link', { name: action.label })).toHaveAttribute('href', contactHref[action.kind]);
};
