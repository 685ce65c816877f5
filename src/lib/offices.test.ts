import { describe, expect, it } from 'vitest';
import { byCount, longDate, monthName, officeHours, timeZoneName, validityLine } from './offices';

describe('an office’s facts as a language writes them', () => {
  it('hours in the language’s clock, a row without times by appointment', () => {
    const rows = [{ days: 'Monday to Friday', opens: '09:00', closes: '18:00' }, { days: 'Saturday' }];
    expect(officeHours(rows, 'en-GB', 'By appointment')).toEqual([
      { days: 'Monday to Friday', time: '09:00–18:00' },
      { days: 'Saturday', time: 'By appointment' },
    ]);
    // A wall-clock time, never shifted by the machine's or the office's time zone; Western digits where pinned.
    expect(
      officeHours([{ days: 'x', opens: '09:00', closes: '18:00' }], 'ar-AE-u-nu-latn', '')[0]!.time.replace(/\s/g, ' '),
    ).toBe('9:00 ص – 6:00 م');
  });

  it('the time zone’s name, the same in summer and winter', () => {
    expect(timeZoneName('Asia/Kolkata', 'en-GB')).toBe('India Standard Time');
    expect(timeZoneName('Asia/Dubai', 'ar-AE-u-nu-latn')).toBe('توقيت الخليج');
    expect(timeZoneName('America/Toronto', 'en-GB')).toBe('Eastern Time');
  });

  it('the validity of a registration, with and without an end', () => {
    const words = { open: 'From {from}, until cancelled', dated: '{from} to {until}' };
    const from = new Date('2024-04-01T00:00:00Z');
    expect(validityLine({ from }, words, 'en-GB')).toBe('From 1 April 2024, until cancelled');
    expect(validityLine({ from, until: new Date('2029-03-31T00:00:00Z') }, words, 'en-GB')).toBe(
      '1 April 2024 to 31 March 2029',
    );
    expect(longDate(from, 'ar-AE-u-nu-latn')).toBe('1 أبريل 2024');
    expect(monthName('2026-10', 'en-GB')).toBe('October 2026');
  });

  it('a line in the form the count takes in the language, "other" for a count without its own', () => {
    const forms = { other: '{office}: {days} يوم', few: '{office}: {days} أيام', many: '{office}: {days} يومًا' };
    const line = (days: number) => byCount(forms, days, 'ar', { office: 'الهند', days: String(days) });
    expect([line(21), line(7), line(100)]).toEqual(['الهند: 21 يومًا', 'الهند: 7 أيام', 'الهند: 100 يوم']);
    expect(byCount({ other: '{days} days', one: '{days} day' }, 1, 'en', { days: '1' })).toBe('1 day');
  });
});
