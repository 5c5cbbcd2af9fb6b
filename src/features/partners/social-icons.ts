/**
 * Outline icons for the social links of a partner's footer, drawn in lucide's style (24 × 24, 2 px
 * stroke): lucide-static no longer ships brand marks. Static strings of ours, rendered with Icon.astro.
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const FacebookIcon = svg('<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>');

export const InstagramIcon = svg(
  '<rect x="2" y="2" width="20" height="20" rx="5" ry="5"/><path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/><line x1="17.5" y1="6.5" x2="17.51" y2="6.5"/>',
);

/** A speech bubble with a handset: WhatsApp's shape without its trademark. */
export const WhatsappIcon = svg(
  '<path d="M3 21l1.65-3.8A9 9 0 1 1 7.4 20.2L3 21"/><path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1"/>',
);
