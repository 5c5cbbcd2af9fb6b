import { isConsentPurpose } from '../../../../features/privacy/consents';
import { withdrawConsent } from '../../../../features/privacy/consents.server';
import { m } from '../../../../lib/i18n';
import { db } from '../../../../lib/server/db';
import { endpoint, HttpError, json, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/** POST /api/my-consents/{purpose}/withdraw — the consent stops from now on (consents.ts says what each stops). */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const purpose = context.params.purpose ?? '';
  if (!isConsentPurpose(purpose)) throw new HttpError(404, m['privacy.consent.unknown']());
  const item = await withdrawConsent(await db(), user.id, purpose);
  return json({ status: 1, msg: m['privacy.consent.withdrawn']({ title: item.title }), data: item });
});
