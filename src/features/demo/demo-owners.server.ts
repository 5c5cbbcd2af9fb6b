import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { partnerMembers, partners, users } from '../../lib/server/db/schema';
import { canonicalEmail } from '../auth/auth';
import { newRefCode } from '../auth/ref-code.server';

/**
 * Demo owners (CONTRACT.md "Demo"): every demo partner has an email on file and an owner account with
 * it, so signing in with that email reaches the business's workspace. Its own version in `meta`, like
 * search's synonyms, so that a database loaded before owners existed gets them too; loading it twice
 * changes nothing.
 */
export const demoOwnersKey = 'demo_owners';
export const demoOwnersVersion = 1;

export interface DemoPartner {
  slug: string;
  email?: string | null;
}

/** The owner's email of a demo partner: the one the catalogue gives it, else one made from its (unique) slug. */
export const demoOwnerEmail = (partner: DemoPartner): string => partner.email ?? `${partner.slug.replace(/-/g, '')}@example.com`;

type Executor = Pick<Database, 'insert' | 'execute'>;

const BATCH = 500;

/**
 * Gives the demo partners (matched by slug) their email and an owner account, unless this version of
 * the demo owners is already loaded. `demoPartners` is called only when there is work to do.
 */
export async function seedDemoOwners(tx: Executor, demoPartners: () => readonly DemoPartner[]): Promise<boolean> {
  if (!(await claimDataVersion(tx, demoOwnersKey, demoOwnersVersion))) return false;

  const owners = demoPartners().map((partner) => ({ slug: partner.slug, email: demoOwnerEmail(partner) }));
  const rows = JSON.stringify(owners);
  // A partner's email on file stays when it has one; the demo's fills in only the missing ones.
  await tx.execute(sql`
    update ${partners} p set email = v.email
    from jsonb_to_recordset(${rows}::jsonb) as v(slug text, email text)
    where p.slug = v.slug and p.email is null`);
  const emails = [...new Set(owners.map((owner) => owner.email))];
  for (let start = 0; start < emails.length; start += BATCH) {
    const batch = emails.slice(start, start + BATCH).map((email) => ({ email, canonicalEmail: canonicalEmail(email), refCode: newRefCode() }));
    await tx.insert(users).values(batch).onConflictDoNothing();
  }
  await tx.execute(sql`
    insert into ${partnerMembers} (partner_id, user_id, role)
    select p.id, u.id, 'owner'
    from jsonb_to_recordset(${rows}::jsonb) as v(slug text, email text)
    join ${partners} p on p.slug = v.slug
    join ${users} u on u.email = lower(p.email)
    on conflict do nothing`);
  return true;
}
