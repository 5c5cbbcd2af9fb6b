import { listingEmailCodeLimits, listingEmailCodeSchema } from '../../../../../features/partners/listing-editor';
import { requireListingMember } from '../../../../../features/partners/listing-editor.server';
import { confirmListingEmail } from '../../../../../features/partners/listing-email.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/listing/{services_id}/email-code {code} — the code mailed to the listing's new email: once
 * entered, that email is the business's own for claims. Owners only ('listing.edit').
 */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.edit');
  await limitCaller(context, listingEmailCodeLimits);
  const { code } = parseInput(listingEmailCodeSchema, await readBody(context.request));
  return json({ status: 1, msg: await confirmListingEmail(listing.partnerId, code) });
});
