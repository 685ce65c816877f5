/**
 * Scheduled publishing: an entry dated after the build's day is not built until a build on or after that day. The
 * build's day is today (UTC), or `SITE_TODAY` (YYYY-MM-DD) when set, so that a test or a preview can build the site
 * as it will be on another day; the content check and the pages read the same day.
 */
export function buildDay(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const given = env.SITE_TODAY;
  if (given !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given)))
      throw new Error(`SITE_TODAY should be a day written 2026-11-23, found "${given}"`);
    return new Date(`${given}T00:00:00Z`);
  }
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Whether an entry dated `date` (a day, as YAML dates are read: midnight UTC) is out on `day`. */
export const isPublished = (date: Date, day: Date = buildDay()) => date.getTime() <= day.getTime();

/** A day as content files write it: 2026-11-23. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
