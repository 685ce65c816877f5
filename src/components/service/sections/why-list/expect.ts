// What the browser test expects of a `why-list` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import type { ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'why-list'> = async (block, section) => {
  for (const item of section.items) await expect(block.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  for (const stat of section.stats ?? []) {
    await expect(block.getByRole('definition').filter({ hasText: stat.value })).toHaveCount(1);
    await expect(block.getByRole('term').filter({ hasText: stat.label })).toHaveCount(1);
  }
};
