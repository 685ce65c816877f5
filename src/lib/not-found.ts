/** Leaves a trace of broken links in the console, as the spec asks, for whoever debugs the site. */
export function reportMissingRoute(path: string, log: (message: string) => void = console.error): void {
  log(`404 Error: User attempted to access non-existent route: ${path}`);
}
