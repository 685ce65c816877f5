import { describe, expect, it } from 'vitest';
import { buildDay, dayOf, isPublished } from './schedule';

describe('scheduled publishing', () => {
  it('takes the build day from SITE_TODAY when set', () => {
    expect(dayOf(buildDay({ SITE_TODAY: '2030-02-03' }))).toBe('2030-02-03');
  });

  it('takes today (UTC) otherwise, at midnight', () => {
    const day = buildDay({});
    expect(day.getUTCHours() + day.getUTCMinutes() + day.getUTCSeconds()).toBe(0);
    expect(Math.abs(Date.now() - day.getTime())).toBeLessThan(24 * 60 * 60 * 1000);
  });

  it('refuses a SITE_TODAY that is no day, saying how to write one', () => {
    expect(() => buildDay({ SITE_TODAY: '3 Feb 2030' })).toThrow(/2026-11-23/);
  });

  it('publishes an entry on its day and after, never before', () => {
    const day = new Date('2030-02-03T00:00:00Z');
    expect(isPublished(new Date('2030-02-03'), day)).toBe(true);
    expect(isPublished(new Date('2030-02-02'), day)).toBe(true);
    expect(isPublished(new Date('2030-02-04'), day)).toBe(false);
  });
});
