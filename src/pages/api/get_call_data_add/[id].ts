import type { APIContext } from 'astro';
import { counterLimits, parseCounterTarget } from '../../../features/partners/partners';
import { partnerCallCount, partnerOfCounterTarget, recordPartnerCall } from '../../../features/partners/partners.server';
import { endpoint, json, notFound } from '../../../lib/server/http';
import { isFromAnotherSite } from '../../../lib/server/origin-guard';
import { limitCaller } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * GET|POST /api/get_call_data_add/{id} — Call Now was tapped for a partner (SPEC.md section 4). {id} is
 * a listing's id (get-partner-data's details.services_id), counted for its partner, or `partner-{id}`
 * (partners.ts `parseCounterTarget`). The page sends it with navigator.sendBeacon, so the tel:
 * navigation cannot cancel it. Only our own pages count (origin-guard.ts isFromAnotherSite).
 */
async function countCall(context: APIContext): Promise<Response> {
  await limitCaller(context, counterLimits.calls);
  const target = parseCounterTarget(context.params.id);
  const partnerId = target && (await partnerOfCounterTarget(target));
  // Another site's page (a hidden image, a beacon) is answered as usual but counts nothing.
  const fromElsewhere = isFromAnotherSite(context.request, context.url);
  const count = partnerId ? (fromElsewhere ? await partnerCallCount(partnerId) : await recordPartnerCall(partnerId)) : undefined;
  if (count === undefined) throw notFound(m['partner.refusal.noSuchPartner']());
  return json({ status: 1 }, 200, { 'cache-control': 'no-store' });
}

export const GET = endpoint(countCall);
export const POST = endpoint(countCall);
