import type { AstroGlobal } from 'astro';
import type { FormState } from '../../lib/form-state';
import { HttpError, parseInput } from '../../lib/server/http';
import { answerPageForm } from '../../lib/server/page-form';
import { markPrivatePage } from '../../lib/server/private-page';
import { paths } from '../../paths';
import { listingChanged } from '../listings/listing-changed.server';
import {
  LISTING_FORM_FIELDS,
  type ListingFormField,
  type ListingFormValues,
  listingEditLimits,
  listingEditMessages,
  listingEditSchema,
  listingFormPayload,
  listingFormSchema,
  listingFormValues,
} from '../partners/listing-editor';
import { loadEditableListing, saveListingEdit } from '../partners/listing-editor.server';
import { listingEmailCodeLimits, listingEmailCodeSchema, listingPhoneCodeLimits } from '../partners/listing-editor';
import { confirmListingPhone, listingPhoneState, sendListingPhoneCode } from '../partners/listing-phone.server';
import { z } from '../../lib/zod';
import { confirmListingEmail, pendingListingEmail } from '../partners/listing-email.server';
import { notYourBusiness, requireMember } from '../members/membership.server';
import { loadWorkspace } from './workspace.server';
import { partnerOfListing } from '../listings/listing-details.server';

/**
 * /business/listing/{id}: the editor of one listing of the business, for its owners. A Response to return
 * (visitors sign in first), or what to render: the listing, its form's values and health, or the refusal
 * (404 for another's business, 403 for staff, as the API).
 */
export async function businessListingPage(astro: AstroGlobal) {
  const user = astro.locals.user;
  if (!user) return astro.redirect(paths.login(astro.url.pathname));
  markPrivatePage(astro);

  const servicesId = Number(astro.params.id);
  const partnerId = Number.isSafeInteger(servicesId) && servicesId > 0 ? await partnerOfListing(servicesId) : null;
  let refusal: HttpError | null = partnerId === null ? notYourBusiness() : null;
  if (partnerId !== null) {
    try {
      await requireMember(user, partnerId, 'listing.edit');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refusal = error;
    }
  }
  if (refusal) astro.response.status = refusal.status;
  // The form sent as a plain POST (before its island started): the same rules and the same save as
  // POST /api/business/listing/{services_id}; what was typed comes back with the errors.
  let served: FormState<ListingFormField> | undefined;
  // The code mailed to a new listing email (`?do=email-code`), as POST /api/business/listing/{id}/email-code.
  let emailCode: FormState<'code'> | undefined;
  let phoneCode: FormState<'code'> | undefined;
  if (!refusal && partnerId !== null && astro.request.method === 'POST' && astro.url.searchParams.get('do') === 'email-code') {
    emailCode = await answerPageForm(astro, listingEmailCodeSchema, ['code'], ({ code }) => confirmListingEmail(partnerId, code), {
      limit: listingEmailCodeLimits,
    });
  } else if (!refusal && partnerId !== null && astro.request.method === 'POST' && astro.url.searchParams.get('do') === 'phone-code') {
    // "Phone verified": a code by SMS to the listing's number, as POST /api/business/listing/{id}/phone-code.
    phoneCode = (await answerPageForm(astro, z.object({}), [], () => sendListingPhoneCode(servicesId, user.id), {
      limit: listingPhoneCodeLimits,
    })) as FormState<'code'>;
  } else if (!refusal && partnerId !== null && astro.request.method === 'POST' && astro.url.searchParams.get('do') === 'phone-verify') {
    phoneCode = await answerPageForm(
      astro,
      listingEmailCodeSchema,
      ['code'],
      async ({ code }) => {
        const msg = await confirmListingPhone(servicesId, code);
        await listingChanged(astro.cache, { id: servicesId, partnerId });
        return msg;
      },
      {
        limit: listingPhoneCodeLimits,
      },
    );
  } else if (!refusal && partnerId !== null && astro.request.method === 'POST') {
    const target = { id: servicesId, partnerId };
    served = await answerPageForm(
      astro,
      listingFormSchema,
      LISTING_FORM_FIELDS,
      async (parsed) => {
        const edit = parseInput(listingEditSchema, listingFormPayload(parsed as unknown as ListingFormValues));
        await saveListingEdit(target, edit);
        await listingChanged(astro.cache, target);
        return listingEditMessages.saved;
      },
      { limit: listingEditLimits },
    );
  }
  const workspace = !refusal && partnerId !== null ? await loadWorkspace(partnerId) : null;
  const listing = workspace?.listings.find((entry) => entry.id === servicesId);
  const editable = listing ? await loadEditableListing(servicesId) : null;
  const emailPending = editable && partnerId !== null ? await pendingListingEmail(partnerId) : null;
  const phone = editable ? await listingPhoneState(servicesId) : null;
  return {
    workspace,
    listing,
    editable,
    initial: editable ? listingFormValues(editable) : null,
    served,
    refusal,
    emailCode,
    emailPending,
    phoneCode,
    phone,
  };
}
