import { demoOwnerEmail } from '../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';

const demo = buildDemoCatalogue();

/** The demo business whose owner signs in with `ownerEmail`, and its first listing that is not transport (a visit can be booked). */
export function homeServiceOf(ownerEmail: string) {
  const partner = demo.partners.find((candidate) => demoOwnerEmail(candidate) === ownerEmail)!;
  const listing = demo.services.find(
    (service) => service.partnerId === partner.id && !demo.categories.find((category) => category.id === service.categoryId)?.isTransport,
  )!;
  return { email: ownerEmail, partner, listing };
}
