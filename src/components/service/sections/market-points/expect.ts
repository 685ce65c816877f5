// What the browser test expects of a `market-points` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { headingsOf, items, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'market-points'> = async (block, section) => {
  await expect(items(block)).toHaveCount(section.markets.length);
  expect(await headingsOf(block.getByRole('list').first())).toEqual(section.markets.map((market) => market.title));
  for (const point of section.assurances ?? [])
    await expect(block.getByRole('listitem').filter({ hasText: point })).toHaveCount(1);
};
