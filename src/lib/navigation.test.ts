import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './navigation';
import { localizeData } from '../i18n/routing';

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

  it("works on another language's pages, with the links as the data layer localises them", () => {
    const arabic = localizeData({ services, team }, 'ar');
    expect(isCurrentLink(arabic.team, '/ar/team.html')).toBe(true);
    expect(isCurrentLink(arabic.team, '/team')).toBe(false);
    expect(isCurrentLink(arabic.services, '/ar/services/infrastructure')).toBe(true);
    expect(isCurrentLink(arabic.services, '/ar')).toBe(false);
    expect(isCurrentLink(arabic.services, '/services/infrastructure')).toBe(false);
  });
});
