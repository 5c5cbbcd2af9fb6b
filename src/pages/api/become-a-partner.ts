import { partnerLeadLimits, partnerLeadSchema, partnerLeadSignedOut, planById } from '../../features/content/partner-lead';
import { submitPartnerLead } from '../../features/content/partner-lead.server';
import { joinAsBusiness } from '../../features/partners/joining.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/**
 * The Partner Signup Form of /become-a-partner (JSON, form-encoded or multipart). Signed in, it makes the sender's
 * business as a draft with its first listing (`category_id`) and sends the code that proves the phone; an operator
 * then approves it. Signed out, it goes to support as a request, and the answer asks them to sign in.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, partnerLeadLimits.signups);
  const input = parseInput(partnerLeadSchema, await readBody(context.request));
  const user = context.locals.user;
  if (!user) {
    await submitPartnerLead(input);
    return json({ status: 1, msg: partnerLeadSignedOut(planById(input.plan)) }, 201);
  }
  const joined = await joinAsBusiness(user, input);
  return json(
    {
      status: 1,
      msg: joined.message,
      data: {
        partner_id: joined.partnerId,
        services_id: joined.listingId,
        slug: joined.listingSlug,
        partner_slug: joined.partnerSlug,
        state: 'draft',
      },
    },
    201,
  );
});
