import { describe, expect, it } from 'vitest';
import { contactLinks, whatsappHref } from './contact-links';

describe('contact links from the settings', () => {
  it('builds mailto, tel and WhatsApp links from one set of details', () => {
    expect(
      contactLinks({ email: 'desk@firm.example', phone: { tel: '+911244000000' }, whatsapp: '+91 124 400 0000' }),
    ).toEqual({
      email: 'mailto:desk@firm.example',
      phone: 'tel:+911244000000',
      whatsapp: 'https://wa.me/911244000000',
    });
  });

  it('keeps only the digits of the WhatsApp number, as wa.me requires', () => {
    expect(whatsappHref('+1 (416) 555-0199')).toBe('https://wa.me/14165550199');
  });
});
