/** The business behind the shop: shown in the navbar, footer, about page, admin sidebar and meta tags. */
export const company = {
  name: 'Grow Better IT Trading and Solutions',
  shortName: 'Grow Better IT',
  tagline: 'Helping People to Grow Better Together',
  heroTitle: "Tomorrow's Innovation, Delivered Today.",
  established: 'December 2021',
  /** Placeholder contact details until the owner supplies the real ones; every page reads them from here. */
  phones: ['+63 917 123 4567', '(02) 8123 4567'],
  email: 'sales@growbetter-it.ph',
  address: {
    street: 'Unit 3B, 88 Rizal Avenue',
    city: 'Quezon City',
    region: 'Metro Manila',
    postalCode: '1100',
    country: 'Philippines',
  },
  businessHours: 'Monday to Saturday, 8:00 AM to 5:00 PM',
} as const;

/** "+63 917 123 4567" → "tel:+639171234567"; local "(02) 8123 4567" → "tel:+63281234567". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+63${digits.replace(/^0/, '')}`}`;
}
