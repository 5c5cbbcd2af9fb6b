import type { APIContext } from 'astro';
import { isbot } from 'isbot';
import { counterLimits, parseCounterTarget, visitIdOf } from '../../../features/partners/partners';
import { partnerOfCounterTarget, partnerTrafficCount, recordPartnerVisit } from '../../../features/partners/partners.server';
import { endpoint, json, notFound, readBody } from '../../../lib/server/http';
import { isFromAnotherSite } from '../../../lib/server/origin-guard';
import { limitCaller } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * GET|POST /api/get_traffic_data_add/{id} — a visit of a partner's page, sent 1 s after it loads
 * (SPEC.md section 4). {id} is a listing's id (get-partner-data's details.services_id), counted for its
 * partner, or `partner-{id}` (partners.ts `parseCounterTarget`). Counted once per visit: the page sends the visit id it keeps in sessionStorage
 * (`visit_id`, body or query), and a reload in the same visit adds nothing. Crawlers and other bots
 * (isbot's list; a request without a User-Agent too) and other sites' pages (origin-guard.ts
 * isFromAnotherSite) are answered but never counted.
 */
async function countVisit(context: APIContext): Promise<Response> {
  await limitCaller(context, counterLimits.visits);
  const target = parseCounterTarget(context.params.id);
  const partnerId = target && (await partnerOfCounterTarget(target));
  if (!partnerId) throw notFound(m['partner.refusal.noSuchPartner']());
  const body = context.request.method === 'POST' ? await readBody(context.request) : {};
  const visitId = visitIdOf(body.visit_id ?? context.url.searchParams.get('visit_id'));
  const userAgent = context.request.headers.get('user-agent') ?? '';
  const bot = !userAgent.trim() || isbot(userAgent);
  // Another site's page (a hidden image, a script) is answered as usual but counts nothing.
  const count =
    bot || isFromAnotherSite(context.request, context.url) ? await partnerTrafficCount(partnerId) : await recordPartnerVisit(partnerId, visitId);
  if (count === undefined) throw notFound(m['partner.refusal.noSuchPartner']());
  return json({ status: 1, count }, 200, { 'cache-control': 'no-store' });
}

export const GET = endpoint(countVisit);
export const POST = endpoint(countVisit);
