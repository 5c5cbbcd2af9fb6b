import type { AstroGlobal } from 'astro';
import { HttpError } from '../../lib/server/http';
import { markPrivatePage } from '../../lib/server/private-page';
import { paths } from '../../paths';
import { listingFormValues } from './listing-editor';
import { loadEditableListing } from './listing-editor.server';
import { notYourBusiness, requireMember } from './membership.server';
import { loadWorkspace, partnerOfListing } from './workspace.server';

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
      await requireMember(user, partnerId, ['owner']);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refusal = error;
    }
  }
  if (refusal) astro.response.status = refusal.status;
  const workspace = !refusal && partnerId !== null ? await loadWorkspace(partnerId) : null;
  const listing = workspace?.listings.find((entry) => entry.id === servicesId);
  const editable = listing ? await loadEditableListing(servicesId) : null;
  return { workspace, listing, editable, initial: editable ? listingFormValues(editable) : null, refusal };
}
