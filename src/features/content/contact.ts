import { type CallerLimit, hourlyPerCaller } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';
import { emailAddress, multiLine, personName } from '../../lib/fields';
import { m } from '../../lib/i18n';

/** Limits of the /contact-us form, shown to the user as they type. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** A message to us or to a business (the contact forms of the site and of partner pages). */
export const contactMessage = multiLine(
  () => m['contact.invalid.message'](),
  CONTACT_MESSAGE_MIN,
  () => m['contact.invalid.messageTooShort']({ min: CONTACT_MESSAGE_MIN }),
  CONTACT_MESSAGE_MAX,
  () => m['contact.invalid.messageTooLong'](),
);

/** The /contact-us form: one schema for the island's checks and the endpoint's. */
export const contactSchema = z.object({ name: personName, email: emailAddress, message: contactMessage });

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = formFields(contactSchema);

/** Each message mails support: per caller, with at least 30 an hour per address (CONTRACT.md). */
export const contactLimits = {
  messages: hourlyPerCaller('contact-us', 10),
} as const satisfies Record<string, CallerLimit>;

/** What the sender reads once their message is stored (POST /api/contact-us's `msg`, the page's notice). */
export const contactSent = () => m['contact.sent']();
