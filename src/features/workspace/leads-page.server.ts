import type { AstroGlobal } from 'astro';
import type { FormState } from '../../lib/form-state';
import { clock } from '../../lib/server/clock';
import { HttpError } from '../../lib/server/http';
import { answerPageForm } from '../../lib/server/page-form';
import { markPrivatePage } from '../../lib/server/private-page';
import { isRowId } from '../../lib/row-id';
import { paths } from '../../paths';
import type { MemberRole } from '../members/members';
import { requireMember } from '../members/membership.server';
import { openSectionPage } from './section-page.server';
import { declineSchema, indiaLocalInput, leadDeclined, leadLimits, QUOTE_FIELDS, quoteSchemaAt, quoteSent, type QuoteField } from '../leads/leads';
import { answerRefusal, LEAD_STATUSES, type LeadStatus } from '../leads/lead-process';
import { countLeads, declineLead, listLeads, openLead, quoteLead } from '../leads/inbox.server';
import { noSuchLead } from '../leads/lead-process.server';

/**
 * /business/leads?partner=ID[&status=]: a business's leads, newest first, with a filter per status. A Response
 * to return (visitors sign in first), a refusal to show, or the inbox.
 */
export async function leadsInboxPage(astro: AstroGlobal) {
  const opened = await openSectionPage(astro, 'leads');
  if (opened instanceof Response || opened.refusal) return opened;
  const asked = astro.url.searchParams.get('status');
  const status = (LEAD_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as LeadStatus) : undefined;
  const partnerId = opened.current.partner_id;
  const [leads, counts] = await Promise.all([listLeads(opened.user, partnerId, status), countLeads(partnerId)]);
  return { ...opened, status, leads, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
}

/**
 * /business/leads/{lead_id}: one lead, opened by a member of its business (the first opening marks it seen),
 * with its quote form, a plain form that works without JavaScript (the same checks and the same quote as
 * POST /api/business/leads/{lead_id}/quote).
 */
export async function leadPage(astro: AstroGlobal) {
  const user = astro.locals.user;
  if (!user) return astro.redirect(`${paths.login()}?redirect=${encodeURIComponent(astro.url.pathname)}`);
  markPrivatePage(astro);
  const leadId = Number(astro.params.id);
  const refuse = (error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    astro.response.status = error.status;
    return { refusal: { status: error.status, message: error.message }, user } as const;
  };
  if (!isRowId(leadId)) return refuse(noSuchLead());

  let served: FormState<QuoteField> | undefined;
  let declined: FormState<'reason'> | undefined;
  if (astro.request.method === 'POST') {
    try {
      // The membership check comes first: a stranger's POST gets the same 404 as their GET.
      await openLead(user, leadId);
    } catch (error) {
      return refuse(error);
    }
    if (astro.url.searchParams.has('decline')) {
      declined = await answerPageForm(
        astro,
        declineSchema,
        ['reason'],
        async (input) => {
          await declineLead(user, leadId, input);
          return leadDeclined();
        },
        { limit: leadLimits.quote },
      );
    } else {
      served = await answerPageForm(
        astro,
        quoteSchemaAt(clock.now()),
        QUOTE_FIELDS,
        async (input) => {
          await quoteLead(user, leadId, input);
          return quoteSent();
        },
        { limit: leadLimits.quote },
      );
    }
  }
  let lead: Awaited<ReturnType<typeof openLead>>;
  let role: MemberRole;
  try {
    lead = await openLead(user, leadId);
    // The member's role in the lead's business, for the workspace's tabs.
    role = await requireMember(user, lead.partner_id, 'leads.read');
  } catch (error) {
    return refuse(error);
  }
  const sent = Boolean(served?.success);
  const values: Record<QuoteField, string> =
    served && !sent
      ? served.values
      : {
          amount: lead.quote ? String(lead.quote.amount) : '',
          message: lead.quote?.message ?? '',
          visit_at: lead.quote?.visit_at ? indiaLocalInput(lead.quote.visit_at) : '',
        };
  const errors = sent ? {} : (served?.errors ?? {});
  return {
    refusal: null,
    user,
    lead,
    role,
    served,
    declined,
    reason: declined && !declined.success ? declined.values.reason : '',
    values,
    errors,
    quoteClosed: answerRefusal('quote', lead, lead.request_status),
    declineClosed: answerRefusal('decline', lead, lead.request_status),
  };
}
