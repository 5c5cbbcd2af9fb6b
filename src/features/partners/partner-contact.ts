import type { Limit } from '../../lib/server/rate-limit';
import { z } from '../../lib/zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '../content/contact';
import { emailAddress, multiLine, personName, singleLine } from '../content/fields';

/**
 * The contact form of a partner page (SPEC.md: name, email, subject, message, Send Message): one schema
 * for the island and the endpoint, with the same field rules as the site's contact form.
 */
export const partnerContactSchema = z.object({
  name: personName,
  email: emailAddress,
  subject: singleLine('Please enter a subject', 120, 'Please keep the subject under 120 characters'),
  message: multiLine(
    'Please enter your message',
    CONTACT_MESSAGE_MIN,
    `Please write a little more (at least ${CONTACT_MESSAGE_MIN} characters)`,
    CONTACT_MESSAGE_MAX,
    'Please keep your message under 2,000 characters',
  ),
});
export type PartnerContactInput = z.infer<typeof partnerContactSchema>;
export type PartnerContactField = keyof PartnerContactInput;
export const PARTNER_CONTACT_FIELDS: readonly PartnerContactField[] = ['name', 'email', 'subject', 'message'];

export const partnerContactSuccess = (businessName: string) =>
  `Thank you! Your message has been sent to ${businessName}. They will reply to your email soon.`;

const HOUR = 60 * 60 * 1000;

/**
 * The form mails a partner from our address with text the sender wrote, so it must not become a relay
 * (issue 15): besides the per-address write limit (src/lib/server/write-policy.ts, 30 an hour), one
 * partner receives at most `toPartner` messages an hour however many addresses send them, and one
 * sender email is used at most `fromEmail` times an hour whatever address it comes from.
 */
export const partnerContactLimits = {
  toPartner: { limit: 30, windowMs: HOUR },
  fromEmail: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;
