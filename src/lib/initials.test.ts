import { expect, it } from 'vitest';
import { initials } from './initials';

const apart = (...letters: string[]) => letters.map((letter) => `${letter}.`).join('\u00A0');

it('takes the first letters of the first and last names, each with its dot', () => {
  expect(initials('Ananya Rao')).toBe(apart('A', 'R'));
  expect(initials('Vikram Singh Malhotra')).toBe(apart('V', 'M'));
});

it('copes with one name, extra spaces, lower case and initials with dots', () => {
  expect(initials('Priya')).toBe('P.');
  expect(initials('  rohan   mehta ')).toBe(apart('R', 'M'));
  expect(initials('A. K. Sharma')).toBe(apart('A', 'S'));
  expect(initials('')).toBe('');
});

it('never writes two letters side by side, which read as a word («فم», "mouth"), in any script', () => {
  expect(initials('فيكرام مالهوترا')).toBe(apart('ف', 'م'));
  expect(initials('فيكرام')).toBe('ف.');
  expect(initials('أنانيا Rao')).toBe(apart('أ', 'R'));
  for (const name of ['فيكرام مالهوترا', 'Ananya Rao', 'Zoë Núñez-Ødegård'])
    expect(initials(name), name).not.toMatch(/\p{L}\p{M}*\p{L}/u);
});
