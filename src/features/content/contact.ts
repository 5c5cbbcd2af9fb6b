import { type CallerLimit, perHour } from '../../lib/limit';
import { z } from '../../lib/zod';
import { emailAddress, multiLine, personName } from '../../lib/fields';

/** Limits of the /contact-us form, shown to the user as they type. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** A message to us or to a business (the contact forms of the site and of partner pages). */
export const contactMessage = multiLine(
  'Please enter your message',
  CONTACT_MESSAGE_MIN,
  `Please write a little more (at least ${CONTACT_MESSAGE_MIN} characters)`,
  CONTACT_MESSAGE_MAX,
  'Please keep your message under 2,000 characters',
);

/** The /contact-us form: one schema for the island's checks and the endpoint's. */
export const contactSchema = z.object({ name: personName, email: emailAddress, message: contactMessage });

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** Each message mails support: per caller, with at least 30 an hour per address (CONTRACT.md). */
export const contactLimits = {
  messages: { bucket: 'contact-us', user: perHour(10), address: perHour(30) },
} as const satisfies Record<string, CallerLimit>;

export const CONTACT_SUCCESS = "Thank you! Your message has reached us. We'll reply to your email soon.";
