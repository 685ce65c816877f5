// What the browser test expects of a `table` section on the built page; imported by tests only.
import { expect } from '@playwright/test';
import { shown } from '../../../../../tests/support/content';
import { disclaimerPage, type ExpectSection } from '../../../../../tests/support/service-sections';

export const expectSection: ExpectSection<'table'> = async (block, section) => {
  const disclaimer = disclaimerPage();
  const table = block.getByRole('table', { name: section.caption });
  await expect(block.getByRole('region', { name: section.caption })).toHaveAttribute('tabindex', '0');
  await expect(table.locator('caption')).toHaveText(section.caption);
  await expect(table.locator('thead th[scope="col"]')).toHaveText(section.columns);
  await expect(table.locator('tbody tr')).toHaveCount(section.rows.length);
  for (const [index, row] of section.rows.entries()) {
    const cells = table.locator('tbody tr').nth(index).locator('th, td');
    await expect(cells).toHaveText(row);
    await expect(cells.first()).toHaveAttribute('scope', 'row');
  }
  await expect(block.getByText(shown(section.disclaimer))).toBeVisible();
  await expect(
    block.getByRole('link', { name: disclaimer.meta.title, exact: true }),
    'the note links to the terms and disclaimer',
  ).toHaveAttribute('href', disclaimer.href);
};
