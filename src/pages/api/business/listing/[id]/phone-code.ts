import { listingPhoneCodeLimits } from '../../../../../features/partners/listing-editor';
import { requireListingMember } from '../../../../../features/partners/listing-editor.server';
import { sendListingPhoneCode } from '../../../../../features/partners/listing-phone.server';
import { endpoint, idParam, json, requireUser } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/** POST /api/business/listing/{services_id}/phone-code — a code by SMS to the listing's number ("Phone verified"). Owners only ('listing.edit'). */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const listing = await requireListingMember(user, idParam(context.params.id), 'listing.edit');
  await limitCaller(context, listingPhoneCodeLimits);
  return json({ status: 1, msg: await sendListingPhoneCode(listing.id, user.id) });
});
