import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './navigation';

const services = { href: '/#services', activeFor: '/services' };
const team = { href: '/team' };

describe('current navigation link', () => {
  it('marks a page link on its own page, with or without .html or a trailing slash', () => {
    expect(isCurrentLink(team, '/team')).toBe(true);
    expect(isCurrentLink(team, '/team/')).toBe(true);
    expect(isCurrentLink(team, '/team.html')).toBe(true);
    expect(isCurrentLink(team, '/contact')).toBe(false);
  });

  it('marks Services on every service page but not on the home page it points to', () => {
    expect(isCurrentLink(services, '/services/infrastructure')).toBe(true);
    expect(isCurrentLink(services, '/')).toBe(false);
    expect(isCurrentLink(services, '/services-archive')).toBe(false);
  });
});
