import type { AstroGlobal } from 'astro';
import type { FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { answerPageForm } from '../../lib/server/page-form';
import { markPrivatePage } from '../../lib/server/private-page';
import { z } from '../../lib/zod';
import { paths } from '../../paths';
import { CLAIM_REQUEST_FIELDS, type ClaimOutcome, type ClaimRequestField, claimLimits, claimMessages, claimRequestSchema } from '../members/members';
import { claimablePartner, claimBusiness } from '../members/claim.server';

/** The largest partner id the database holds (a PostgreSQL integer). */
const MAX_PARTNER_ID = 2_147_483_647;

/**
 * /business/claim/{partner_id}, "Own this business?": the claim of one partner's listing, a plain form that
 * works without JavaScript. A Response to return (visitors sign in first; a new owner goes to the
 * workspace), or what to render.
 */
export async function claimPage(astro: AstroGlobal) {
  const user = astro.locals.user;
  if (!user) return astro.redirect(paths.login(astro.url.pathname));
  markPrivatePage(astro);

  const partnerId = Number(astro.params.id);
  let partner = Number.isSafeInteger(partnerId) && partnerId > 0 && partnerId <= MAX_PARTNER_ID ? await claimablePartner(user, partnerId) : null;
  if (!partner) astro.response.status = 404;

  let served: FormState<ClaimRequestField> | undefined;
  let outcome: ClaimOutcome | undefined;
  if (partner && !partner.alreadyMember && astro.request.method === 'POST') {
    // The same checks and the same claim as POST /api/business/claim/{partner_id}. With the email on file
    // nothing needs to be typed.
    const claimedId = partner.id;
    const state = await answerPageForm(
      astro,
      partner.emailMatches ? z.object({}) : claimRequestSchema,
      partner.emailMatches ? [] : CLAIM_REQUEST_FIELDS,
      async (input) => {
        outcome = await claimBusiness(user, claimedId, () => claimRequestSchema.parse(input));
        return claimMessages[outcome];
      },
      { limit: claimLimits },
    );
    if (outcome === 'owner' || outcome === 'already-member') return astro.redirect(paths.business(claimedId), 303);
    // The claim just made, with its state.
    if (outcome === 'requested') partner = await claimablePartner(user, claimedId);
    served = state as FormState<ClaimRequestField>;
  }
  const errors = served?.errors ?? {};
  return {
    user,
    partner,
    served,
    outcome,
    values: served?.values ?? { phone: '', note: '' },
    errors,
    firstError: CLAIM_REQUEST_FIELDS.find((field) => errors[field]),
    title: partner ? m['workspace.claim.pageTitle']({ business: partner.businessName }) : m['workspace.claim.notFoundTitle'](),
  };
}
