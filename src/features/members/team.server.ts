import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { accountLabel } from '../../lib/account-label';
import { clock } from '../../lib/server/clock';
import { type Database, db, tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { logger } from '../../lib/server/log';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { enqueueMail, escapeHtml, siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { isMemberRole } from './members';
import { notYourBusiness } from './membership.server';
import { type InviteOutcome, inviteExpiresAt, oldestLiveInvite, type PendingInvite, type Team, type TeamMember, teamMessages } from './team';
import { m } from '../../lib/i18n';

const { partnerInvites, partnerMembers, partners, users } = tables;

/** The members of a business (owners first, then by when they joined) and its invites not yet accepted. */
export async function loadTeam(partnerId: number): Promise<Team> {
  const database = await db();
  const memberRows = await database
    .select({ user_id: users.id, email: users.email, mobile: users.mobile, role: partnerMembers.role, since: partnerMembers.createdAt })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(eq(partnerMembers.partnerId, partnerId))
    .orderBy(asc(partnerMembers.createdAt), asc(users.id));
  const members: TeamMember[] = memberRows
    .flatMap(({ mobile, ...row }) =>
      isMemberRole(row.role) ? [{ ...row, email: accountLabel({ email: row.email, mobile }), role: row.role, since: row.since.toISOString() }] : [],
    )
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  const inviteRows = await database
    .select({ invite_id: partnerInvites.id, email: partnerInvites.email, role: partnerInvites.role, invited_at: partnerInvites.createdAt })
    .from(partnerInvites)
    .where(and(eq(partnerInvites.partnerId, partnerId), isNull(partnerInvites.acceptedAt)))
    .orderBy(asc(partnerInvites.createdAt), asc(partnerInvites.id));
  const now = clock.now();
  const invites: PendingInvite[] = inviteRows.flatMap((row) => {
    if (!isMemberRole(row.role)) return [];
    const expiresAt = inviteExpiresAt(row.invited_at);
    return [{ ...row, role: row.role, invited_at: row.invited_at.toISOString(), expires_at: expiresAt.toISOString(), expired: expiresAt <= now }];
  });
  return { members, invites };
}

function inviteMail(business: { businessName: string; city: string }, inviter: string, to: string) {
  const link = siteLink(paths.login(paths.business()));
  const subject = m['mail.teamInvite.subject']({ business: business.businessName });
  const lines = [m['mail.teamInvite.invited']({ inviter, business: business.businessName, city: business.city }), m['mail.teamInvite.role']()];
  const howTo = m['mail.teamInvite.howTo']({ email: to });
  const ignore = m['mail.teamInvite.ignore']();
  return {
    subject,
    text: [...lines, '', howTo, link, '', ignore, '', m['mail.signature']()].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(lines.join(' '))}</p>
<p>${escapeHtml(howTo)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#0f766e;color:#fff;font-weight:600;text-decoration:none">${escapeHtml(m['mail.teamInvite.button']())}</a></p>
<p style="color:#475569">${escapeHtml(ignore)}</p>
</body></html>`,
  };
}

/**
 * Invites `email` to the business as staff, by an owner (`inviter`): the invite is stored first, then
 * mailed with a link to sign in; it is accepted when they sign in with that email (acceptInvites). An
 * email that already is a member is a 409. Inviting again a pending email sends the mail again.
 */
export async function inviteToTeam(
  partnerId: number,
  inviter: App.SessionUser,
  email: string,
): Promise<{ inviteId: number; outcome: InviteOutcome }> {
  const database = await db();
  const [business] = await database
    .select({ businessName: partners.businessName, city: partners.city })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!business) throw notYourBusiness();
  const [member] = await database
    .select({ userId: partnerMembers.userId })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(users.email, email)))
    .limit(1);
  if (member) throw new HttpError(409, teamMessages.alreadyMember, { email: teamMessages.alreadyMember });

  // One invite per business and email: a new one (after a removal, or sent again) starts afresh. Its mail
  // is written with it (the outbox worker sends it).
  const inviteId = await database.transaction(async (tx) => {
    const [invite] = await tx
      .insert(partnerInvites)
      .values({ partnerId, email, role: 'staff', invitedBy: inviter.id })
      .onConflictDoUpdate({
        target: [partnerInvites.partnerId, partnerInvites.email],
        set: { role: 'staff', invitedBy: inviter.id, createdAt: clock.now(), acceptedAt: null },
      })
      .returning({ id: partnerInvites.id });
    await inLanguageOf(tx, { address: email }, () =>
      enqueueMail(tx, { kind: 'team-invite', to: email, ...inviteMail(business, accountLabel(inviter), email) }),
    );
    return invite!.id;
  });
  return { inviteId, outcome: 'invited' };
}

/** The business a pending invite is to, or null when there is no such pending invite. */
export async function partnerOfInvite(inviteId: number): Promise<number | null> {
  const database = await db();
  const [row] = await database
    .select({ partnerId: partnerInvites.partnerId })
    .from(partnerInvites)
    .where(and(eq(partnerInvites.id, inviteId), isNull(partnerInvites.acceptedAt)))
    .limit(1);
  return row?.partnerId ?? null;
}

/** Cancels a pending invite of the business; a 404 when it has no such invite. */
export async function cancelInvite(partnerId: number, inviteId: number): Promise<void> {
  const database = await db();
  const deleted = await database
    .delete(partnerInvites)
    .where(and(eq(partnerInvites.id, inviteId), eq(partnerInvites.partnerId, partnerId), isNull(partnerInvites.acceptedAt)))
    .returning({ id: partnerInvites.id });
  if (deleted.length === 0) throw new HttpError(404, teamMessages.noSuchInvite);
}

/** Serialises changes to one business's team across processes, for the transaction's length. */
async function lockTeam(tx: Database, partnerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${partnerId}`}))`);
}

async function memberRow(tx: Database, partnerId: number, userId: number) {
  const [row] = await tx
    .select({ role: partnerMembers.role, email: users.email, mobile: users.mobile })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Removes a member from the business (by an owner). A business always keeps an owner: its only owner
 * cannot be removed (a 409; they hand it over first). Answers the removed member's email.
 */
export async function removeMember(partnerId: number, userId: number): Promise<string> {
  const database = await db();
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await lockTeam(tx, partnerId);
    const member = await memberRow(tx, partnerId, userId);
    if (!member) throw new HttpError(404, teamMessages.noSuchMember);
    if (member.role === 'owner') {
      const [owners] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(partnerMembers)
        .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')));
      if ((owners?.count ?? 0) <= 1) throw new HttpError(409, teamMessages.onlyOwner);
    }
    await tx.delete(partnerMembers).where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)));
    return accountLabel(member);
  });
}

/**
 * Hands the business from an owner (`fromUserId`) to a staff member (`toUserId`), at once and together:
 * the staff member becomes an owner and the old owner staff. Answers the new owner's email.
 */
export async function transferOwnership(partnerId: number, fromUserId: number, toUserId: number): Promise<string> {
  const database = await db();
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await lockTeam(tx, partnerId);
    const [from, to] = [await memberRow(tx, partnerId, fromUserId), await memberRow(tx, partnerId, toUserId)];
    if (!from) throw notYourBusiness();
    if (from.role !== 'owner') throw new HttpError(403, m['process.refusal.ownersOnly']());
    if (!to) throw new HttpError(404, teamMessages.noSuchMember);
    if (to.role !== 'staff') throw new HttpError(409, teamMessages.notStaff, { user_id: teamMessages.notStaff });
    const member = (userId: number) => and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId));
    await tx.update(partnerMembers).set({ role: 'owner' }).where(member(toUserId));
    await tx.update(partnerMembers).set({ role: 'staff' }).where(member(fromUserId));
    return accountLabel(to);
  });
}

/**
 * Accepts every pending invite to the user's email sent in the last INVITE_TTL_DAYS: they become members
 * with the invite's role (an older one is expired: expiredInvitesFor). Called as they sign in and as a
 * signed-in user opens the workspace (an invite sent while they were signed in). Answers how many
 * businesses they joined.
 */
export async function acceptInvites(user: { id: number; email: string }): Promise<number> {
  const database = await db();
  const pending = await database
    .select({ id: partnerInvites.id, partnerId: partnerInvites.partnerId, role: partnerInvites.role })
    .from(partnerInvites)
    .where(and(eq(partnerInvites.email, user.email), isNull(partnerInvites.acceptedAt), gt(partnerInvites.createdAt, oldestLiveInvite(clock.now()))));
  if (pending.length === 0) return 0;
  return database.transaction(async (tx) => {
    let joined = 0;
    for (const invite of pending) {
      const accepted = await tx
        .update(partnerInvites)
        .set({ acceptedAt: clock.now() })
        .where(and(eq(partnerInvites.id, invite.id), isNull(partnerInvites.acceptedAt), gt(partnerInvites.createdAt, oldestLiveInvite(clock.now()))))
        .returning({ id: partnerInvites.id });
      if (accepted.length === 0) continue;
      const added = await tx
        .insert(partnerMembers)
        .values({ partnerId: invite.partnerId, userId: user.id, role: isMemberRole(invite.role) ? invite.role : 'staff' })
        .onConflictDoNothing()
        .returning({ userId: partnerMembers.userId });
      joined += added.length;
    }
    return joined;
  });
}

/** The names of the businesses whose invites to `email` expired before they were accepted (the workspace says so). */
export async function expiredInvitesFor(email: string | null): Promise<string[]> {
  if (email === null) return [];
  const rows = await (await db())
    .select({ business: partners.businessName })
    .from(partnerInvites)
    .innerJoin(partners, eq(partners.id, partnerInvites.partnerId))
    .where(and(eq(partnerInvites.email, email), isNull(partnerInvites.acceptedAt), lte(partnerInvites.createdAt, oldestLiveInvite(clock.now()))))
    .orderBy(asc(partnerInvites.createdAt))
    .limit(20);
  return rows.map((row) => row.business);
}

/** acceptInvites for a sign-in or a page: a failure is logged and never stops the person. */
export async function acceptInvitesQuietly(user: { id: number; email: string | null }): Promise<void> {
  // Invites go to an email: an account made by mobile, without one, has none to accept.
  if (user.email === null) return;
  try {
    await acceptInvites({ id: user.id, email: user.email });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'accepting team invites failed');
  }
}
