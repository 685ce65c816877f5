import { expect, it } from 'vitest';
import { closeDate } from './close-date';

it('gives the month and year in the page’s language, and the machine-readable month', () => {
  expect(closeDate(2025, 3, 'en-GB')).toEqual({ datetime: '2025-03', text: 'March 2025' });
  expect(closeDate(2024, 11, 'ar-AE-u-nu-latn')).toEqual({ datetime: '2024-11', text: 'نوفمبر 2024' });
});

it('gives the year alone when no month is known', () => {
  expect(closeDate(2023, undefined, 'en-GB')).toEqual({ datetime: '2023', text: '2023' });
});
