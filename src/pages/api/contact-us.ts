import { contactSchema, CONTACT_SUCCESS } from '../../features/content/contact';
import { submitContactMessage } from '../../features/content/contact.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';

export const prerender = false;

/** The /contact-us form (JSON, form-encoded or multipart). Anyone may write to us. */
export const POST = endpoint(async ({ request }) => {
  const input = parseInput(contactSchema, await readBody(request));
  await submitContactMessage(input);
  return json({ status: 1, msg: CONTACT_SUCCESS }, 201);
});
