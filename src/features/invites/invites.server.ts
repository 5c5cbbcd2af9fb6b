import { countText } from '../../lib/format';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { and, desc, eq, lte, ne } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { invites, profiles, users } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import { notify } from '../notifications/notifications.server';
import { canonicalEmail } from '../auth/auth';
import { INVITE_REWARD } from '../profile/profile';
import type { Wallet } from '../profile/types';
import { m } from '../../lib/i18n';

/**
 * Records that `inviteeId` joined through the invite code `code`: the invitee must have a profile, the
 * code must belong to someone else who joined before them, and each person counts once. "Someone else"
 * and "new" go by canonical email (no +tag, no Gmail dots): the inviter's own a.b+2@gmail.com, or an
 * alias of anyone already here, earns nothing. The inviter earns INVITE_REWARD and is told.
 */
export async function acceptInvite(inviteeId: number, code: string): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    const [invitee] = await tx
      .select({ id: users.id, email: users.email, createdAt: users.createdAt, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, inviteeId))
      .limit(1);
    if (!invitee?.firstName) throw new HttpError(409, m['invite.refusal.profileFirst']());
    const [inviter] = await tx
      .select({ id: users.id, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.refCode, code.toUpperCase()))
      .limit(1);
    if (!inviter) throw new HttpError(404, m['invite.refusal.invalid']());
    // An account made by mobile has no email: it is nobody else's alias, and its own id tells it from its inviter.
    const person = invitee.email === null ? null : canonicalEmail(invitee.email);
    if (inviter.id === inviteeId || (person !== null && inviter.email !== null && canonicalEmail(inviter.email) === person))
      throw new HttpError(400, m['invite.refusal.own']());
    if (inviter.createdAt.getTime() > invitee.createdAt.getTime()) {
      throw new HttpError(409, m['invite.refusal.notNew']());
    }
    const [alias] =
      person === null
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.canonicalEmail, person as string), ne(users.id, inviteeId), lte(users.createdAt, invitee.createdAt)))
            .limit(1);
    if (alias) throw new HttpError(409, m['invite.refusal.notNew']());
    const inserted = await tx
      .insert(invites)
      .values({ inviterId: inviter.id, inviteeId, code: code.toUpperCase(), rewardAmount: INVITE_REWARD })
      .onConflictDoNothing()
      .returning({ id: invites.id });
    if (inserted.length === 0) throw new HttpError(409, m['invite.refusal.alreadyJoined']());
    const name = invitee.firstName;
    await inLanguageOf(tx, { userId: inviter.id }, () =>
      notify(tx, inviter.id, m['notification.invite.joined']({ name, reward: countText(INVITE_REWARD) })),
    );
  });
}

/** The wallet: rewards earned through invites (friends shown by first name only), newest first. */
export async function getWallet(userId: number): Promise<Wallet> {
  const rows = await (await db())
    .select({ id: invites.id, amount: invites.rewardAmount, createdAt: invites.createdAt, firstName: profiles.firstName })
    .from(invites)
    .leftJoin(profiles, eq(profiles.userId, invites.inviteeId))
    .where(eq(invites.inviterId, userId))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(500);
  const entries = rows.map((row) => ({
    invite_id: row.id,
    friend_name: row.firstName ?? 'A friend',
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
  }));
  return { balance: entries.reduce((total, entry) => total + entry.amount, 0), reward_per_friend: INVITE_REWARD, entries };
}
