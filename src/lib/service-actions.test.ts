import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';
import { CONSULTATION_ANCHOR, resolveAction, resolveActions } from './service-actions';

const links = contactLinks({ email: 'desk@example.com', phone: { tel: '+911234567890' }, whatsapp: '+91 12345 67890' });

describe('service actions', () => {
  it('resolve contact kinds to the links made from settings', () => {
    expect(resolveAction({ kind: 'email', label: 'Get in Touch' }, links)).toEqual({
      label: 'Get in Touch',
      href: 'mailto:desk@example.com',
      icon: 'mail',
    });
    expect(resolveAction({ kind: 'phone', label: 'Call' }, links)).toEqual({
      label: 'Call',
      href: 'tel:+911234567890',
      icon: 'phone',
    });
    expect(resolveAction({ kind: 'whatsapp', label: 'WhatsApp Us' }, links)).toEqual({
      label: 'WhatsApp Us',
      href: 'https://wa.me/911234567890',
      icon: 'whatsapp',
      external: true,
    });
  });

  it('send the form kind to the consultation section of the same page', () => {
    expect(resolveAction({ kind: 'form', label: 'Request a Consultation' }, links).href).toBe(
      `#${CONSULTATION_ANCHOR}`,
    );
  });

  it('keep the order, and treat no actions as none', () => {
    expect(
      resolveActions(
        [
          { kind: 'phone', label: 'a' },
          { kind: 'email', label: 'b' },
        ],
        links,
      ).map((action) => action.label),
    ).toEqual(['a', 'b']);
    expect(resolveActions(undefined, links)).toEqual([]);
  });
});
