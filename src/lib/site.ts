/** Facts about the company shown across the site (footer, legal pages, contact). */
export const site = {
  name: 'Seva',
  legalName: 'Seva Local Services Private Limited',
  supportEmail: 'support@seva.in',
  supportPhone: '+91 33 4000 1234',
  supportPhoneHref: 'tel:+913340001234',
  address: '4th Floor, Infinity Benchmark, Sector V, Salt Lake, Kolkata, West Bengal 700091',
  copyrightYear: 2024,
} as const;
