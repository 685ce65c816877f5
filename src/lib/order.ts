/**
 * The order visitors see services, people and process steps in: by their place number, and two entries given the
 * same number by file name. The editor cannot check one entry against another before it saves, so a clash must
 * neither stop the build nor shuffle the page from one build to the next.
 */
export function byOrder<Entry extends { id: string; data: { order: number } }>(a: Entry, b: Entry): number {
  return a.data.order - b.data.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
