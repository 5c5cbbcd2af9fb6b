import { listingEmailCodeSchema, listingPhoneCodeLimits } from '../../../../../features/partners/listing-editor';
import { requireListingMember } from '../../../../../features/partners/listing-editor.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { confirmListingPhone } from '../../../../../features/partners/listing-phone.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/** POST /api/business/listing/{services_id}/phone-verify {code} — the code sent to the listing's number: "Phone verified". Owners only. */
export const POST = endpoint(async (context) => {
  const listing = await requireListingMember(context.locals.user, idParam(context.params.id), 'listing.edit');
  await limitCaller(context, listingPhoneCodeLimits);
  const { code } = parseInput(listingEmailCodeSchema, await readBody(context.request));
  const msg = await confirmListingPhone(listing.id, code);
  // Its pages show the badge from now on, on every instance.
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg });
});
