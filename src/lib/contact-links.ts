/** Links derived from the settings entry, so each contact detail is written once. */
export interface ContactDetails {
  email: string;
  phone: { tel: string };
  whatsapp: string;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export function telHref(tel: string): string {
  return `tel:${tel}`;
}

/** wa.me takes the international number as digits only, without "+", spaces or punctuation. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function contactLinks(details: ContactDetails) {
  return {
    email: mailtoHref(details.email),
    phone: telHref(details.phone.tel),
    whatsapp: whatsappHref(details.whatsapp),
  };
}
