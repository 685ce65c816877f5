// What the browser test expects of a `portfolio` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { items, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'portfolio'> = async (block, section) => {
  await expect(items(block)).toHaveCount(section.items.length);
  for (const [index, item] of section.items.entries()) {
    const card = items(block).nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title);
    await expect(card).toContainText((item.sector ?? item.location)!);
    await expect(card.getByRole('img')).toHaveAttribute('alt', item.alt);
  }
};
