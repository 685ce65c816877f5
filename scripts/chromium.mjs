// Where the tests find a browser: CHROMIUM_PATH, else Debian's Chromium. No test tool downloads one.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0];
}
