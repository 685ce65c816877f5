// What the browser test of service pages (tests/e2e/services.spec.ts) shares among the section types' own checks
// (src/components/service/sections/<type>/expect.ts).
import { expect, type Locator } from '@playwright/test';
import { digits, legalPages, settings, shown, type Service } from './content';

/** One section of a service page of type `Type`, as the content file has it. */
export type SectionData<Type extends Service['sections'][number]['type']> = Extract<
  Service['sections'][number],
  { type: Type }
>;

/** What a section type's expect.ts exports: checks one section on the built page against its data. */
export type ExpectSection<Type extends Service['sections'][number]['type']> = (
  block: Locator,
  section: SectionData<Type>,
) => Promise<void>;

const site = settings();

/** Where each kind of button leads. */
export const contactHref = {
  email: `mailto:${site.email}`,
  phone: `tel:+${digits(site.phone.tel)}`,
  whatsapp: `https://wa.me/${digits(site.whatsapp)}`,
  form: '#consultation',
};

/** The terms and disclaimer page, which every table's note links to. */
export const disclaimerPage = () => legalPages().find((page) => page.href === '/disclaimer')!;

/** The items of the first list in a section (cards, tiles, steps). */
export const items = (section: Locator) => section.getByRole('list').first().locator(':scope > li');

export async function headingsOf(list: Locator) {
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Titled cards or tiles, one per item in order, each with its description and check-marked points. */
export async function expectTitledItems(
  block: Locator,
  list: Array<{ title: string; description: string; points?: string[] | undefined }>,
) {
  await expect(items(block)).toHaveCount(list.length);
  expect(await headingsOf(block)).toEqual(list.map((item) => item.title));
  for (const item of list) {
    await expect(block.getByText(shown(item.description), { exact: true })).toBeVisible();
    for (const point of item.points ?? [])
      await expect(block.locator('li li').filter({ hasText: point })).toHaveCount(1);
  }
}
