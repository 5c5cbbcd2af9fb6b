/**
 * The language of a message's recipient (CONTRACT.md "Languages": mails and messages go in the language the
 * person chose), decided here and nowhere else:
 *
 * - a user: the language they chose with the switch (`users.locale`, src/pages/language.ts);
 * - an address (an email, or a mobile as +91…): its account's choice;
 * - the person asking for this message now (a sign-in code, the welcome of the account they just made, the code
 *   that proves their listing's phone): their choice, else (no account yet, or one that never chose) the
 *   language of the page they asked from;
 * - a business: the choice of its member at that address, else of its owner, else of any member;
 * - a case the person opened in a language (a grievance): that language;
 * - Seva's support, told of what a person sent (a contact message, a partner sign-up): the language of the page
 *   it was sent from, so that support answers in it;
 * - anyone else, or a person who never chose: English.
 *
 * `inLanguageOf` composes a message in that language: every catalogue word, date, time and amount
 * (src/lib/format.ts, src/lib/india-time.ts) inside it speaks it, and the outbox records it with the message
 * (`data.locale`), for the WhatsApp template's language and the SMS's DLT template and the mail's header.
 */
import { sql } from 'drizzle-orm';
import { baseLocale, type Locale, locales } from '../i18n';
import { currentLocale } from '../locale-path';
import type { Database } from './db/client';
import { queryRows } from './db/rows';
import { inLocale } from './request-locale';

type Queryable = Pick<Database, 'execute'>;

export type Recipient =
  /** A person with an account (null: a visitor without one); `asker`: the person asking for this message now, from a page in their language. */
  | { userId: number | null; asker?: boolean }
  /** An email or a mobile (+91…); `asker` as above. */
  | { address: string; asker?: boolean }
  /** A business, at its address when the mail goes to one. */
  | { partnerId: number; address?: string | null }
  /** Someone who chose a language for this very case, kept with it (a grievance filed in Hindi). */
  | { chose: string }
  /** Seva's support, about what a person sent from a page. */
  | { support: true };

const asLocale = (value: unknown): Locale | null => ((locales as readonly unknown[]).includes(value) ? (value as Locale) : null);

/** The recipient's language (see the rules above). */
export async function recipientLocale(tx: Queryable, who: Recipient): Promise<Locale> {
  if ('chose' in who) return asLocale(who.chose) ?? baseLocale;
  if ('support' in who) return currentLocale();
  /** Who never chose: the asking page's language when they are asking now, else English. */
  const otherwise = (asker: boolean | undefined) => (asker ? currentLocale() : baseLocale);
  if ('userId' in who) {
    if (who.userId === null) return otherwise(who.asker);
    const [row] = await queryRows<{ locale: string | null }>(tx, sql`select locale from users where id = ${who.userId}`);
    return asLocale(row?.locale) ?? otherwise(who.asker);
  }
  if ('partnerId' in who) {
    const address = who.address?.trim().toLowerCase() ?? '';
    const [row] = await queryRows<{ locale: string | null }>(
      tx,
      sql`select u.locale from partner_members pm join users u on u.id = pm.user_id where pm.partner_id = ${who.partnerId}
        order by (lower(coalesce(u.email, '')) = ${address}) desc, (pm.role = 'owner') desc, pm.created_at, u.id limit 1`,
    );
    return asLocale(row?.locale) ?? baseLocale;
  }
  const address = who.address.trim();
  const [row] = await queryRows<{ locale: string | null }>(
    tx,
    sql`select locale from users where email = ${address.toLowerCase()} or mobile = ${address} order by id limit 1`,
  );
  return asLocale(row?.locale) ?? otherwise(who.asker);
}

/**
 * Runs `compose` (and what it awaits: the message's words, its enqueueing) in the recipient's language; answers
 * what `compose` answers.
 */
export async function inLanguageOf<T>(tx: Queryable, who: Recipient, compose: () => Promise<T> | T): Promise<T> {
  const locale = await recipientLocale(tx, who);
  return inLocale(locale, compose);
}
