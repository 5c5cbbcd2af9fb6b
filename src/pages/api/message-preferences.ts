import { audienceSchema, CONSENT_SOURCES, preferencesLimits, preferencesSchema } from '../../features/consent/preferences';
import { preferencesView, savePreferences } from '../../features/consent/preferences.server';
import { listMemberships } from '../../features/members/membership.server';
import { m } from '../../lib/i18n';
import { db } from '../../lib/server/db';
import { endpoint, HttpError, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/** A member's choices are for members of a business only. */
async function requireAudience(userId: number, audience: 'customer' | 'member'): Promise<void> {
  if (audience === 'member' && (await listMemberships(userId)).length === 0) throw new HttpError(403, m['consent.refusal.notMember']());
}

/**
 * GET /api/message-preferences?audience=customer|member — the signed-in person's own message choices: each
 * channel on or off (theirs or the default, when and how given, a STOP their mobile sent) and quiet hours.
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const audience = parseInput(audienceSchema, context.url.searchParams.get('audience') ?? undefined);
  await requireAudience(user.id, audience);
  return json({ status: 1, data: await preferencesView(await db(), user.id, audience) });
});

/** POST /api/message-preferences {audience, channels, quiet_hours} — saves the person's own choices, kept as consent rows. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, preferencesLimits);
  const input = parseInput(preferencesSchema, await readBody(context.request));
  await requireAudience(user.id, input.audience);
  const source = input.audience === 'member' ? CONSENT_SOURCES.workspaceForm : CONSENT_SOURCES.profileForm;
  const database = await db();
  await savePreferences(database, user.id, input, source);
  return json({ status: 1, msg: m['consent.saved'](), data: await preferencesView(database, user.id, input.audience) });
});
