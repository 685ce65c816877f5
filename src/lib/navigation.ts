/** Whether a nav link is the current page: exact path, or any page under its `activeFor` prefix. */
export function isCurrentLink(link: { href: string; activeFor?: string }, pathname: string): boolean {
  const path = normalise(pathname);
  if (link.activeFor && (path === link.activeFor || path.startsWith(`${link.activeFor}/`))) return true;
  return !link.href.includes('#') && normalise(link.href) === path;
}

function normalise(path: string): string {
  const clean = path.replace(/\.html$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
