import { expect, it } from 'vitest';
import { initials } from './initials';

it('takes the first letters of the first and last names', () => {
  expect(initials('Ananya Rao')).toBe('AR');
  expect(initials('Vikram Singh Malhotra')).toBe('VM');
});

it('copes with one name, extra spaces, lower case and initials with dots', () => {
  expect(initials('Priya')).toBe('P');
  expect(initials('  rohan   mehta ')).toBe('RM');
  expect(initials('A. K. Sharma')).toBe('AS');
  expect(initials('')).toBe('');
});

it('keeps the initials of a name in a joining script apart, so they do not read as one word', () => {
  expect(initials('فيكرام مالهوترا')).toBe('ف\u200Cم');
  expect(initials('فيكرام')).toBe('ف');
  // A Latin pair is untouched; so is a mixed pair, whose letters cannot join.
  expect(initials('Ananya Rao')).toBe('AR');
  expect(initials('أنانيا Rao')).toBe('أR');
});
