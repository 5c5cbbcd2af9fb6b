import type { AstroGlobal } from 'astro';
import { HttpError } from '../../lib/server/http';
import { markPrivatePage } from '../../lib/server/private-page';
import { site } from '../../lib/site';
import { paths } from '../../paths';
import { notYourBusiness, requireMember } from './membership.server';
import { loadWorkspace, partnerOfListing } from './workspace.server';

/**
 * /business/listing/{id}: one listing of the business, for its owners. A Response to return (visitors sign
 * in first), or what to render: the listing, or the refusal (404 for another's business, as the API).
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
  const changeMail = listing
    ? `mailto:${site.supportEmail}?subject=${encodeURIComponent(`Please update my listing: ${listing.serviceName} (#${listing.id})`)}`
    : '';
  return { workspace, listing, refusal, changeMail };
}
