import { hourlyPerCaller, type Limit, perHour } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';
import { emailAddress, personName, singleLine } from '../../lib/fields';
import { contactMessage } from '../content/contact';
import { m } from '../../lib/i18n';

/**
 * The contact form of a partner page (SPEC.md: name, email, subject, message, Send Message): one schema
 * for the island and the endpoint, with the same field rules as the site's contact form.
 */
export const partnerContactSchema = z.object({
  name: personName,
  email: emailAddress,
  subject: singleLine(
    () => m['partnerContact.invalid.subject'](),
    120,
    () => m['partnerContact.invalid.subjectTooLong'](),
  ),
  message: contactMessage,
});
export type PartnerContactInput = z.infer<typeof partnerContactSchema>;
export type PartnerContactField = keyof PartnerContactInput;
export const PARTNER_CONTACT_FIELDS: readonly PartnerContactField[] = formFields(partnerContactSchema);

export const partnerContactSuccess = (businessName: string) => m['partnerContact.sent']({ business: businessName });

/**
 * The form mails a partner from our address with text the sender wrote, so it must not become a relay:
 * besides the per-caller limit (30 an hour per address), one partner receives at most `toPartner`
 * messages an hour however many addresses send them, and one sender email is used at most `fromEmail`
 * times an hour whatever address it comes from.
 */
export const partnerContactLimits = {
  messages: hourlyPerCaller('partner-contact', 10),
  toPartner: perHour(30) satisfies Limit,
  fromEmail: perHour(10) satisfies Limit,
} as const;
