import { contactLimits, contactSchema, contactSent } from '../../features/content/contact';
import { submitContactMessage } from '../../features/content/contact.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/** The /contact-us form (JSON, form-encoded or multipart). Anyone may write to us. */
export const POST = endpoint(async (context) => {
  await limitCaller(context, contactLimits.messages);
  const input = parseInput(contactSchema, await readBody(context.request));
  await submitContactMessage(input);
  return json({ status: 1, msg: contactSent() }, 201);
});
