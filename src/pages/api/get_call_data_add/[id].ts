import type { APIContext } from 'astro';
import { recordPartnerCall } from '../../../features/partners/partners.server';
import { endpoint, idParam, json, notFound } from '../../../lib/server/http';

export const prerender = false;

/**
 * GET|POST /api/get_call_data_add/{id} — Call Now was tapped on partner {id}'s page (SPEC.md section 4).
 * The page sends it with navigator.sendBeacon, so the tel: navigation cannot cancel it.
 */
async function countCall(context: APIContext): Promise<Response> {
  const count = await recordPartnerCall(idParam(context.params.id));
  if (count === undefined) throw notFound('No such partner');
  return json({ status: 1 }, 200, { 'cache-control': 'no-store' });
}

export const GET = endpoint(countCall);
export const POST = endpoint(countCall);
