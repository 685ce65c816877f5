// What the browser test expects of an `engagement-approach` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import type { ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'engagement-approach'> = async (block, section) => {
  for (const principle of section.principles)
    await expect(block.getByRole('heading', { name: principle.title, level: 3 })).toBeVisible();
  if (section.typical) {
    await expect(block.getByRole('heading', { name: section.typical.heading, level: 3 })).toBeVisible();
    for (const item of section.typical.items)
      await expect(block.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  }
};
