import { and, asc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { HttpError, unauthorized } from '../../lib/server/http';
import { isMemberRole, type MemberRole, type MembershipEntry, notYourBusinessText } from './members';
import { can, type MemberAction } from './permissions';
import { m } from '../../lib/i18n';

const { partnerMembers, partners } = tables;

/** The businesses a user belongs to, oldest membership first (the workspace opens on the first). */
export async function listMemberships(userId: number): Promise<MembershipEntry[]> {
  const database = await db();
  const rows = await database
    .select({ partner_id: partners.id, slug: partners.slug, service_name: partners.businessName, role: partnerMembers.role })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, userId))
    .orderBy(asc(partnerMembers.createdAt), asc(partners.id));
  return rows.flatMap((row) => (isMemberRole(row.role) ? [{ ...row, role: row.role }] : []));
}

/** The user's role in a business, or null when they are not a member. */
export async function roleIn(userId: number, partnerId: number): Promise<MemberRole | null> {
  const database = await db();
  const [row] = await database
    .select({ role: partnerMembers.role })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)))
    .limit(1);
  return row && isMemberRole(row.role) ? row.role : null;
}

/** Answers of a refused business call: the same 404 whether the business exists or not, so nothing leaks. */
export const notYourBusiness = () => new HttpError(404, notYourBusinessText());
/** A member whose role may not take the action (only owner-only actions refuse a member today). */
export const ownersOnly = () => new HttpError(403, m['process.refusal.ownersOnly']());

/**
 * The check every business route and call makes before it reads or changes anything of a business, for
 * the action it takes (the roles that may are permissions.ts's): 401 without a signed-in user, 404 for a
 * non-member (never the data), 403 for a member whose role may not take it. Answers the member's role.
 */
export async function requireMember(user: App.SessionUser | null, partnerId: number, action: MemberAction): Promise<MemberRole> {
  if (!user) throw unauthorized();
  const role = await roleIn(user.id, partnerId);
  if (!role) throw notYourBusiness();
  if (!can(role, action)) throw ownersOnly();
  return role;
}

/** A member of a business as a process's transition names them (lib/process.ts), once `requireMember` let them take `action`. */
export async function memberActor(
  user: App.SessionUser | null,
  partnerId: number,
  action: MemberAction,
): Promise<{ kind: 'member'; userId: number; partnerId: number; role: MemberRole }> {
  const role = await requireMember(user, partnerId, action);
  return { kind: 'member', userId: user!.id, partnerId, role };
}

/** Makes a user a member of a business; a user who already is keeps their role. Answers whether they were added. */
export async function addMember(partnerId: number, userId: number, role: MemberRole): Promise<boolean> {
  const database = await db();
  const added = await database
    .insert(partnerMembers)
    .values({ partnerId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: partnerMembers.userId });
  return added.length > 0;
}
