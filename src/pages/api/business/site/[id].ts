import { listingEditLimits, siteEditMessages } from '../../../../features/partners/listing-editor';
import { loadEditableSite, parseSiteEdit, saveSiteEdit } from '../../../../features/partners/listing-editor.server';
import { requireMember } from '../../../../features/members/membership.server';
import { partnerChanged } from '../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, notFound, readBody } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/** GET /api/business/site/{partner_id} — the mini-site's services grid and brand colours. Owners only. */
export const GET = endpoint(async (context) => {
  const partnerId = idParam(context.params.id);
  await requireMember(context.locals.user, partnerId, 'site.edit');
  const data = await loadEditableSite(partnerId);
  if (!data) throw notFound();
  return json({ status: 1, data }, 200, { 'cache-control': 'no-store' });
});

/**
 * POST /api/business/site/{partner_id} {services: [{name, description, price, icon}], brand_color,
 * accent_color} — the grid replaces the old one (an empty list shows the listings again); colours must
 * keep text readable. The mini-site shows the change at once.
 */
export const POST = endpoint(async (context) => {
  const partnerId = idParam(context.params.id);
  await requireMember(context.locals.user, partnerId, 'site.edit');
  await limitCaller(context, listingEditLimits);
  const edit = parseSiteEdit(await readBody(context.request));
  await saveSiteEdit(partnerId, edit);
  await partnerChanged(context.cache, partnerId);
  return json({ status: 1, msg: siteEditMessages.saved, data: await loadEditableSite(partnerId) });
});
