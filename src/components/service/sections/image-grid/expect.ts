// What the browser test expects of an `image-grid` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { items, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'image-grid'> = async (block, section) => {
  await expect(items(block)).toHaveCount(section.images.length);
  for (const item of section.images) {
    await expect(block.getByRole('img', { name: item.alt, exact: true })).toHaveCount(1);
    if (item.caption) await expect(block.getByRole('figure').filter({ hasText: item.caption })).toHaveCount(1);
  }
};
