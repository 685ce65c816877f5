// What the browser test expects of a `process-steps` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { headingsOf, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'process-steps'> = async (block, section) => {
  await expect(block.locator('ol > li')).toHaveCount(section.steps.length);
  expect(await headingsOf(block)).toEqual(section.steps.map((step) => step.title));
};
