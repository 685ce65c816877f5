import { z } from 'astro/zod';

const text = z.string().trim().min(1);

/** The card every service line shows on the home page and in the footer's Services list. */
export const serviceCardSchema = z.strictObject({
  title: text.describe('Service name on cards, in the footer and as the page title.'),
  reach: text.describe('Location or range under the title, e.g. "India · Global" or "USD 2M–100M".'),
  summary: z.string().trim().min(40).max(240).describe('One or two sentences on the home page card.'),
  highlights: z.array(text).length(3).describe('Exactly three short highlights on the card.'),
  order: z.number().int().min(1).describe('Position on the home page and in the footer (1 = first).'),
});
